/** Spec section 9: how soon the service desk answers a request of each urgency, most urgent first. */
export interface ResponseTime {
  urgency: 'urgent' | 'high' | 'medium' | 'low';
  /** Hours until the first answer. */
  hours: number;
}

export const responseTimes: readonly ResponseTime[] = [
  { urgency: 'urgent', hours: 1 },
  { urgency: 'high', hours: 4 },
  { urgency: 'medium', hours: 8 },
  { urgency: 'low', hours: 24 },
];
