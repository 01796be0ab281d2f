// The admin's one date-and-time format (date-fns, the reader's local time): '21 November 2026, 10:04'.
import { format } from 'date-fns';

export const adminDateTime = (iso: string): string => format(new Date(iso), 'd MMMM yyyy, HH:mm');
