import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ComplianceTracking } from '../../contract/entities';
import { COMPLIANCE_DOCUMENT_FIELD } from '../../contract/complianceRules';
import { ApiError } from '../providers/ApiError';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { isHandledWrite } from '../providers/writeReactions';
import { documentProblem } from './complianceLogic';

/** What the row says of a failed write; null when the person has seen how it ended (a closed dialog, the shell's alert). */
const messageOf = (e: unknown): string | null => {
  if (isHandledWrite(e)) return null;
  if (e instanceof ApiError) return Object.values(e.errors).flat()[0] ?? e.message;
  return 'app.error.unexpected';
};

type FileWrite = { kind: 'upload'; file: File } | { kind: 'sign'; signature: string };

/**
 * Upload and signature of one requested file: client checks first (size, type), then the
 * dataProvider's write; on success the compliance queries and the signed-in user are read again (the
 * user's compliance flags follow the tracking).
 */
export const useFileWrites = (trackingId: number, key: string, onDone?: (t: ComplianceTracking) => void) => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync, isPending: busy } = useMutation({
    mutationFn: (write: FileWrite): Promise<ComplianceTracking> => {
      const params = { id: trackingId, file: key };
      if (write.kind === 'sign') return dataProvider.signComplianceDocument({ params, body: { signature: write.signature } });
      const form = new FormData();
      form.append(COMPLIANCE_DOCUMENT_FIELD, write.file, write.file.name);
      return dataProvider.uploadComplianceDocument({ params, body: form });
    },
    onSuccess: async (tracking) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.resource('compliance-trackings') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me() });
      onDone?.(tracking);
    },
  });
  const run = async (write: FileWrite): Promise<boolean> => {
    setError(null);
    try {
      await mutateAsync(write);
      return true;
    } catch (e) {
      setError(messageOf(e));
      return false;
    }
  };
  const upload = async (file: File): Promise<boolean> => {
    const problem = documentProblem(file);
    if (problem) {
      setError(problem);
      return false;
    }
    return run({ kind: 'upload', file });
  };
  const sign = (signature: string): Promise<boolean> => run({ kind: 'sign', signature });
  return { busy, error, setError, upload, sign };
};
