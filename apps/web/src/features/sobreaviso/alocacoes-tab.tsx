import type { AlocacaoSobreaviso } from '@jornada/contracts';
import { SegmentedControl, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AbaCadastro } from './aba-cadastro.tsx';
import { AlocacaoForm } from './alocacao-form.tsx';
import { CalendarioEscala } from './calendario-escala.tsx';
import { sobreavisoQueries } from './sobreaviso.queries.ts';
import { diasDaSemana, NOME_TIPO, periodoDatas, semAcento } from './sobreaviso-formato.ts';

const resumirAlocacao = (d: Record<string, unknown>) => {
  const dias = Array.isArray(d.diasSemana) ? (d.diasSemana as number[]) : [];
  return [
    `${String(d.usuarioNome ?? '')} em ${String(d.regraNome ?? '')}`,
    periodoDatas(String(d.dataInicio ?? ''), String(d.dataFim ?? '')),
    `${diasDaSemana(dias)} das ${String(d.horaInicio ?? '')} às ${String(d.horaFim ?? '')}`,
    d.ativo === false ? 'inativa' : 'ativa',
  ].join(', ');
};

export type AlocacoesTabProps = { titulo?: string };

/** A escala de sobreaviso: quem fica de sobreaviso, em que dias e horário, sob qual regra. */
export const AlocacoesTab = ({ titulo = 'Escala de sobreaviso' }: AlocacoesTabProps) => {
  const lista = useQuery(sobreavisoQueries.alocacoes());
  const [busca, setBusca] = useState('');
  const [modo, setModo] = useState<'lista' | 'calendario'>('lista');
  const termo = semAcento(busca.trim());
  const filtradas = lista.data
    ?.filter((a) => semAcento(`${a.usuarioNome} ${a.regraNome}`).includes(termo))
    .toSorted((a, b) => b.dataInicio.localeCompare(a.dataInicio));

  return (
    <AbaCadastro<AlocacaoSobreaviso>
      titulo={titulo}
      explicacao="Padrão semanal com vigência. Para um plantão avulso, use o mesmo dia no início e no fim."
      larguraExplicacao={680}
      rotuloNovo="Nova escala"
      rotuloAlterar="Alterar escala"
      controles={
        <SegmentedControl
          aria-label="Ver a escala como"
          data={[
            { value: 'lista', label: 'Lista' },
            { value: 'calendario', label: 'Calendário do mês' },
          ]}
          value={modo}
          onChange={(v) => setModo(v as typeof modo)}
          w="fit-content"
        />
      }
      outraVista={modo === 'calendario' ? <CalendarioEscala /> : undefined}
      busca={{ rotulo: 'Buscar colaborador ou regra', valor: busca, onMudar: setBusca }}
      lista={lista}
      itens={filtradas}
      carregando="Carregando escalas…"
      vazia={{
        title: 'Nenhuma escala de sobreaviso',
        description: 'Planeje quem fica de sobreaviso nas noites e fins de semana.',
      }}
      rotuloTabela="Escalas de sobreaviso"
      colunas={['Colaborador', 'Regra', 'Vigência', 'Dias e horário', 'Escalas']}
      celulas={(a) => (
        <>
          <Table.Td>{a.usuarioNome}</Table.Td>
          <Table.Td>
            {a.regraNome}
            <Text size="xs" c="dimmed">
              {NOME_TIPO[a.tipo]}
            </Text>
          </Table.Td>
          <Table.Td>{periodoDatas(a.dataInicio, a.dataFim)}</Table.Td>
          <Table.Td>
            {diasDaSemana(a.diasSemana)}, {a.horaInicio} às {a.horaFim}
          </Table.Td>
          <Table.Td>{a.escalas.length}</Table.Td>
        </>
      )}
      situacao={['Ativa', 'Inativa']}
      nome={(a) => a.usuarioNome}
      rotulosAcoes={(a) => ({
        alterar: `Alterar escala de ${a.usuarioNome}`,
        historico: `Histórico da escala de ${a.usuarioNome}`,
      })}
      historico={{
        entidade: 'alocacao',
        resumir: resumirAlocacao,
        nome: (a) => `a escala de ${a.usuarioNome}`,
        titulo: (a) => `Histórico da escala de ${a.usuarioNome}`,
      }}
      formulario={(alocacao, onConcluir) => (
        <AlocacaoForm alocacao={alocacao} onConcluir={onConcluir} />
      )}
    />
  );
};
