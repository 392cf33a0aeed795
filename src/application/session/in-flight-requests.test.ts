import { describe, expect, it } from 'vitest';
import { InFlightRequests } from './in-flight-requests';

describe('InFlightRequests', () => {
  it('tells its listeners only when the store turns busy and when it turns idle again', () => {
    const requests = new InFlightRequests();
    const heard: boolean[] = [];
    requests.subscribe(() => heard.push(requests.busy));
    requests.started();
    requests.started();
    requests.started();
    requests.ended();
    requests.ended();
    expect(heard).toEqual([true]);
    requests.ended();
    expect(heard).toEqual([true, false]);
    expect(requests.active).toBe(0);
  });

  it('never counts below zero, so a stray end cannot hide the next request', () => {
    const requests = new InFlightRequests();
    requests.ended();
    requests.started();
    expect(requests.busy).toBe(true);
  });
});
