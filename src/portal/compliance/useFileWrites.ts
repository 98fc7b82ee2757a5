import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ComplianceTracking } from '../../contract/entities';
import { ApiError } from '../providers/ApiError';
import { complianceKeys, signDocument, uploadDocument } from './complianceApi';
import { documentProblem } from './complianceLogic';

const messageOf = (e: unknown): string => {
  if (e instanceof ApiError) return Object.values(e.errors).flat()[0] ?? e.message;
  return 'app.error.unexpected';
};

/**
 * Upload and signature of one requested file: client checks first (size, type), then the call; on
 * success the compliance queries and the signed-in user are read again (the user's compliance
 * flags follow the tracking).
 */
export const useFileWrites = (trackingId: number, key: string, onDone?: (t: ComplianceTracking) => void) => {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<ComplianceTracking>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      const tracking = await work();
      await queryClient.invalidateQueries({ queryKey: complianceKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['user', 'me'] });
      onDone?.(tracking);
      return true;
    } catch (e) {
      setError(messageOf(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const upload = async (file: File): Promise<boolean> => {
    const problem = documentProblem(file);
    if (problem) {
      setError(problem);
      return false;
    }
    return run(() => uploadDocument(trackingId, key, file));
  };
  const sign = (dataUrl: string): Promise<boolean> => run(() => signDocument(trackingId, key, dataUrl));
  return { busy, error, setError, upload, sign };
};
