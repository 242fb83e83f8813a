import { Button } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { baixarPdf } from './abrir-pdf.ts';
import { findArquivo } from './convocacao.api.ts';
import { FALHA_ARQUIVO, mensagemDe } from './intermitente-comum.ts';

/** Baixa a carta da convocação (GET /download/{id}/arquivo) como convocacao-<id>.pdf. */
export const BotaoCarta = ({ convocacaoId }: { convocacaoId: number }) => {
  const [isBaixando, setBaixando] = useState(false);
  const baixar = async () => {
    setBaixando(true);
    try {
      await baixarPdf(() => findArquivo(convocacaoId), `convocacao-${convocacaoId}.pdf`);
    } catch (erro) {
      toast.erro(mensagemDe(erro, FALHA_ARQUIVO));
    } finally {
      setBaixando(false);
    }
  };
  return (
    <Button variant="subtle" size="compact-sm" loading={isBaixando} onClick={baixar}>
      Baixar carta (PDF)
    </Button>
  );
};
