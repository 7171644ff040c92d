import {
  AttendanceBody,
  AttendanceQuery,
  CalledMeetingDto,
  MeetingNoticeDto,
  NoticePreviewDto,
  CreateMeetingBody,
  CreateMotionBody,
  HazirunDto,
  HazirunPdfQuery,
  IdParam,
  MEETING_TEXTS,
  MeetingDto,
  MeetingListQuery,
  MotionDto,
  MotionVotesBody,
  MotionVotesDto,
  UpdateMeetingBody,
} from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyEnvelope, envelope, ok } from '../../lib/envelope.js';
import { FILE_ANSWER } from '../../lib/files/file-answer.js';
import { sendStoredFile } from '../../lib/files/send-stored-file.js';
import { currentUser } from '../../lib/guards.js';
import { hazirunFile, minutesFile, noticeFile } from './meeting-documents.service.js';
import { idempotentWrite } from '../../lib/idempotency/idempotency.js';
import { recordAttendance, recordedHazirun } from './attendance.service.js';
import { callMeeting, meetingNotices, noticePreview } from './meeting-call.service.js';
import { meetingMailSenderOf, stopMeetingMailSender } from './meeting-mail-sender.js';
import { campaignSenderOf } from '../sms-campaigns/public.js';
import { createMeeting, deleteMeeting, holdMeeting, meeting, siteMeetings, updateMeeting } from './meetings.service.js';
import { createMotion, recordedVotes, recordVotes } from './motions.service.js';

/** The kurul's meetings for the site's managers (PRODUCT.md §18). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onClose', async () => stopMeetingMailSender(app));

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

  // A draft is corrected or dropped before its çağrı (not in PRODUCT.md §18's table: a manager who
  // typed a wrong date would otherwise keep the draft for good).
  app.put(
    '/api/siteadmin/meetings/:id',
    {
      config: { access: 'siteAdmin' },
      schema: { params: IdParam, body: UpdateMeetingBody, response: { 200: envelope(MeetingDto) } },
    },
    async (request, reply) =>
      idempotentWrite(app.db, request, reply, async (db) => ({
        status: 200,
        body: ok(
          await db.transaction((tx) => updateMeeting(tx, currentUser(request), request.params.id, request.body)),
          MEETING_TEXTS.updated,
        ),
      })),
  );

  app.delete(
    '/api/siteadmin/meetings/:id',
    { config: { access: 'siteAdmin' }, schema: { params: IdParam, response: { 200: EmptyEnvelope } } },
    async (request) => {
      await app.db.transaction((tx) => deleteMeeting(tx, currentUser(request), request.params.id));
      return ok(null, MEETING_TEXTS.deleted);
    },
  );

  app.get(
    '/api/siteadmin/meetings/:id/notice-preview',
    { config: { access: 'siteAdmin' }, schema: { params: IdParam, response: { 200: envelope(NoticePreviewDto) } } },
    async (request) =>
      ok(
        await noticePreview(
          app.db,
          currentUser(request),
          request.params.id,
          await app.settings.int('MeetingNoticeDays'),
        ),
      ),
  );

  app.post(
    '/api/siteadmin/meetings/:id/call',
    { config: { access: 'siteAdmin' }, schema: { params: IdParam, response: { 200: envelope(CalledMeetingDto) } } },
    async (request, reply) => {
      const settings = {
        noticeDays: await app.settings.int('MeetingNoticeDays'),
        pricePerMessageKurus: await app.settings.int('SmsPricePerMessageKurus'),
      };
      let queued = { sms: 0, email: 0 };
      const answer = await idempotentWrite(app.db, request, reply, async (db) => {
        const { smsQueued, emailQueued, ...called } = await db.transaction((tx) =>
          callMeeting(tx, currentUser(request), request.params.id, settings),
        );
        queued = { sms: smsQueued, email: emailQueued };
        return { status: 200, body: ok(called, MEETING_TEXTS.called(smsQueued, emailQueued)) };
      });
      // After the commit: the senders read only what is written.
      if (queued.sms > 0) campaignSenderOf(app).kick();
      if (queued.email > 0) meetingMailSenderOf(app).kick();
      return answer;
    },
  );

  app.get(
    '/api/siteadmin/meetings/:id/notices',
    {
      config: { access: 'siteAdmin' },
      schema: { params: IdParam, response: { 200: envelope(z.array(MeetingNoticeDto)) } },
    },
    async (request) => ok(await meetingNotices(app.db, currentUser(request), request.params.id)),
  );

  app.get(
    '/api/siteadmin/meetings/:id/notice.pdf',
    { config: { access: 'siteAdmin' }, schema: { params: IdParam, response: { 200: FILE_ANSWER } } },
    async (request, reply) => sendStoredFile(reply, await noticeFile(app.db, currentUser(request), request.params.id)),
  );

  app.get(
    '/api/siteadmin/meetings/:id/hazirun.pdf',
    {
      config: { access: 'siteAdmin' },
      schema: { params: IdParam, querystring: HazirunPdfQuery, response: { 200: FILE_ANSWER } },
    },
    async (request, reply) =>
      sendStoredFile(reply, await hazirunFile(app.db, currentUser(request), request.params.id, request.query.session)),
  );

  app.get(
    '/api/siteadmin/meetings/:id/minutes.pdf',
    { config: { access: 'siteAdmin' }, schema: { params: IdParam, response: { 200: FILE_ANSWER } } },
    async (request, reply) => sendStoredFile(reply, await minutesFile(app.db, currentUser(request), request.params.id)),
  );

  app.get(
    '/api/siteadmin/meetings/:id/attendance',
    {
      config: { access: 'siteAdmin' },
      schema: { params: IdParam, querystring: AttendanceQuery, response: { 200: envelope(HazirunDto) } },
    },
    async (request) =>
      ok(await recordedHazirun(app.db, currentUser(request), request.params.id, request.query.session)),
  );

  app.get(
    '/api/siteadmin/motions/:id/votes',
    { config: { access: 'siteAdmin' }, schema: { params: IdParam, response: { 200: envelope(MotionVotesDto) } } },
    async (request) => ok(await recordedVotes(app.db, currentUser(request), request.params.id)),
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
