import { OTP_DEFAULT_LENGTH, OTP_DEFAULT_TTL_MINUTES } from '@aidat/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { testQueryClient } from '../../../test/render';
import { useFrontendConfig } from './use-frontend-config';

function renderConfig() {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useFrontendConfig(), { wrapper });
}

describe('useFrontendConfig', () => {
  it("reads the code's length and lifetime from the server's answer", async () => {
    mockFetch({
      'GET /api/auth/frontend-config': [
        { key: 'OtpCodeLength', value: '4' },
        { key: 'OtpTtlMinutes', value: '10' },
      ],
    });
    const { result } = renderConfig();
    await waitFor(() => expect(result.current).toEqual({ otpCodeLength: 4, otpTtlMinutes: 10 }));
  });

  it('keeps the defaults for a value out of range and when the answer fails', async () => {
    mockFetch({
      'GET /api/auth/frontend-config': [
        { key: 'OtpCodeLength', value: '12' },
        { key: 'OtpTtlMinutes', value: '10' },
      ],
    });
    const odd = renderConfig();
    await waitFor(() => expect(odd.result.current).toEqual({ otpCodeLength: OTP_DEFAULT_LENGTH, otpTtlMinutes: 10 }));
    odd.unmount();

    const defaults = { otpCodeLength: OTP_DEFAULT_LENGTH, otpTtlMinutes: OTP_DEFAULT_TTL_MINUTES };

    mockFetch({ 'GET /api/auth/frontend-config': () => envelopeResponse(null, { status: 500 }) });
    const failed = renderConfig();
    expect(failed.result.current).toEqual(defaults);
  });
});
