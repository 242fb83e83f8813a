import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { toast } from '../../components/ui/toast.ts';
import { baixarRelatorioSap } from './convocacao.api.ts';
import {
  type FiltroCadastros,
  FiltroCadastrosCampos,
  filtrosEscolhidos,
} from './filtro-cadastros.tsx';
import { mensagemDe } from './intermitente-comum.ts';

/** Exportação SAP (POST /Relatorios/relatorio-sap-v2): export_Intermitentes_<busqueDe>.csv. */
export const SapExportacao = () => {
  const [de, setDe] = useState<string | null>(null);
  const [ate, setAte] = useState<string | null>(null);
  const [erros, setErros] = useState<{ de?: string; ate?: string }>({});
  const [isBaixando, setBaixando] = useState(false);
  const [filtro, setFiltro] = useState<FiltroCadastros>({ contratanteId: null, grupoId: null });

  const exportar = async () => {
    const novos = {
      ...(de ? {} : { de: 'Informe a data inicial.' }),
      ...(!ate
        ? { ate: 'Informe a data final.' }
        : de && ate < de
          ? { ate: 'A data final é anterior à inicial.' }
          : {}),
    };
    setErros(novos);
    if (!de || !ate || Object.keys(novos).length > 0) return;
    setBaixando(true);
    try {
      await baixarRelatorioSap({ busqueDe: de, busqueAte: ate, ...filtrosEscolhidos(filtro) });
    } catch (erro) {
      toast.erro(mensagemDe(erro, 'Não contém dados para esse relatório'));
    } finally {
      setBaixando(false);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Exportação para o SAP
      </Title>
      <Group align="flex-end">
        <DatePickerPtBr label="Busque de" value={de} onChange={setDe} error={erros.de} isRequired />
        <DatePickerPtBr
          label="Busque até"
          value={ate}
          onChange={setAte}
          error={erros.ate}
          isRequired
        />
        <FiltroCadastrosCampos value={filtro} onChange={setFiltro} />
        <Button onClick={exportar} loading={isBaixando}>
          Exportar CSV
        </Button>
      </Group>
    </Stack>
  );
};
