import type { RelatorioSobreavisoQuery } from '@jornada/contracts';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';
import { baixarRelatorio, type FormatoRelatorio } from './sobreaviso.api.ts';

/**
 * Baixa o relatório do período em PDF ou CSV e salva o arquivo. Arquivo vazio ou falha do
 * servidor: `falhou` (a tela mostra o texto do spec §8).
 */
export const useBaixarRelatorio = () => {
  const [baixando, setBaixando] = useState<FormatoRelatorio | null>(null);
  const [falhou, setFalhou] = useState(false);
  const baixar = async (formato: FormatoRelatorio, filtro: RelatorioSobreavisoQuery) => {
    setFalhou(false);
    setBaixando(formato);
    try {
      const arquivo = await baixarRelatorio(formato, filtro);
      if (arquivo.blob.size === 0) throw new Error('vazio');
      const { inicio, fim } = filtro;
      salvarArquivo(arquivo.blob, arquivo.nome ?? `sobreaviso_${inicio}_${fim}.${formato}`);
    } catch {
      setFalhou(true);
    } finally {
      setBaixando(null);
    }
  };
  return { baixando, falhou, baixar };
};

export type BotoesRelatorioProps = {
  baixando: FormatoRelatorio | null;
  onBaixar: (formato: FormatoRelatorio) => void;
  /** O PDF como botão principal (cheio); senão os dois são leves. */
  isPdfPrincipal?: boolean;
  /** Os dois botões dividem a largura (no cartão do celular). */
  isLarguraTotal?: boolean;
};

/** "Baixar PDF" e "Baixar CSV": um de cada vez, o que está baixando mostra o progresso. */
export const BotoesRelatorio = ({
  baixando,
  onBaixar,
  isPdfPrincipal = false,
  isLarguraTotal = false,
}: BotoesRelatorioProps) => (
  <Group grow={isLarguraTotal}>
    {(['pdf', 'csv'] as const).map((formato) => (
      <Button
        key={formato}
        variant={formato === 'pdf' && isPdfPrincipal ? 'filled' : 'light'}
        loading={baixando === formato}
        disabled={baixando !== null}
        onClick={() => onBaixar(formato)}
      >
        {formato === 'pdf' ? 'Baixar PDF' : 'Baixar CSV'}
      </Button>
    ))}
  </Group>
);
