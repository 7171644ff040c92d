import {
  AttendanceBody,
  CreateMeetingBody,
  CreateMotionBody,
  HazirunDto,
  IdParam,
  MEETING_TEXTS,
  MeetingDto,
  MeetingListQuery,
  MotionDto,
  MotionVotesBody,
} from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/guards.js';
import { idempotentWrite } from '../../lib/idempotency/idempotency.js';
import { recordAttendance } from './attendance.service.js';
import { createMeeting, holdMeeting, meeting, siteMeetings } from './meetings.service.js';
import { createMotion, recordVotes } from './motions.service.js';

/** The kurul's meetings for the site's managers (PRODUCT.md §18). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/siteadmin/meetings',
    {
      config: { access: 'siteAdmin' },
      schema: { querystring: MeetingListQuery, response: { 200: envelope(z.array(MeetingDto)) } },
    },
    async (request) => ok(await siteMeetings(app.db, currentUser(request), request.query.siteId)),
  );

  app.post(
    '/api/siteadmin/meetings',
    { config: { access: 'siteAdmin' }, schema: { body: CreateMeetingBody, response: { 201: envelope(MeetingDto) } } },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => ({
        status: 201,
        body: ok(
          await db.transaction((tx) => createMeeting(tx, currentUser(request), request.body)),
          MEETING_TEXTS.created,
        ),
      })),
  );

  app.get(
    '/api/siteadmin/meetings/:id',
    { config: { access: 'siteAdmin' }, schema: { params: IdParam, response: { 200: envelope(MeetingDto) } } },
    async (request) => ok(await meeting(app.db, currentUser(request), request.params.id)),
  );

  app.put(
    '/api/siteadmin/meetings/:id/attendance',
    {
      config: { access: 'siteAdmin' },
      schema: { params: IdParam, body: AttendanceBody, response: { 200: envelope(HazirunDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => ({
        status: 200,
        body: ok(
          await db.transaction((tx) => recordAttendance(tx, currentUser(request), request.params.id, request.body)),
          MEETING_TEXTS.attendanceSaved,
        ),
      })),
  );

  app.post(
    '/api/siteadmin/meetings/:id/held',
    { config: { access: 'siteAdmin' }, schema: { params: IdParam, response: { 200: envelope(MeetingDto) } } },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => ({
        status: 200,
        body: ok(
          await db.transaction((tx) => holdMeeting(tx, currentUser(request), request.params.id)),
          MEETING_TEXTS.held,
        ),
      })),
  );

  app.post(
    '/api/siteadmin/meetings/:id/motions',
    {
      config: { access: 'siteAdmin' },
      schema: { params: IdParam, body: CreateMotionBody, response: { 201: envelope(MotionDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => ({
        status: 201,
        body: ok(
          await db.transaction((tx) => createMotion(tx, currentUser(request), request.params.id, request.body)),
          MEETING_TEXTS.motionCreated,
        ),
      })),
  );

  app.post(
    '/api/siteadmin/motions/:id/votes',
    {
      config: { access: 'siteAdmin' },
      schema: { params: IdParam, body: MotionVotesBody, response: { 200: envelope(MotionDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => ({
        status: 200,
        body: ok(
          await db.transaction((tx) => recordVotes(tx, currentUser(request), request.params.id, request.body)),
          MEETING_TEXTS.votesSaved,
        ),
      })),
  );
};

export default routes;
