import type { MyUnit, TicketDto } from '@aidat/shared';

/** Answers the resident's ticket screens' tests share. */
export const UNITS: MyUnit[] = [
  {
    unitId: 5,
    siteId: 1,
    siteName: 'Güneş Sitesi',
    block: 'A',
    doorNumber: '5',
    paymentReference: 'GNS-A5',
    relations: ['resident'],
  },
  {
    unitId: 21,
    siteId: 2,
    siteName: 'Deniz Sitesi',
    block: 'C',
    doorNumber: '3',
    paymentReference: 'DNZ-C3',
    relations: ['owner'],
  },
];

export function ticket(overrides: Partial<TicketDto> = {}): TicketDto {
  return {
    id: 7,
    siteId: 1,
    unitId: 5,
    block: 'A',
    doorNumber: '5',
    openedBy: 'Mehmet Demir',
    category: 'asansor',
    title: 'Asansör 3. katta kaldı',
    description: 'Sabahtan beri çalışmıyor.\nKapısı açılmıyor.',
    status: 'open',
    reportedAt: '2026-11-20T09:15:00.000Z',
    dueDate: null,
    assignee: null,
    isOverdue: false,
    rating: null,
    ratingComment: null,
    attachments: [],
    events: [],
    expenses: [],
    ...overrides,
  };
}

/** The envelope the server answers a refusal with. */
export function refusal(message: string, code: string, field?: string) {
  return { isSuccess: false, code, message, data: null, ...(field ? { details: { field } } : {}) };
}
