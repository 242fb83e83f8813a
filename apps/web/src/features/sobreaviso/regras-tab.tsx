import type { RegraSobreaviso } from '@jornada/contracts';
import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AbaCadastro } from './aba-cadastro.tsx';
import { RegraForm } from './regra-form.tsx';
import { sobreavisoQueries } from './sobreaviso.queries.ts';
import { horas, NOME_TIPO, semAcento, type TipoSobreaviso } from './sobreaviso-formato.ts';

const resumirRegra = (d: Record<string, unknown>) =>
  [
    String(d.nome ?? ''),
    NOME_TIPO[d.tipo as TipoSobreaviso] ?? '',
    d.aprovacaoGestor === false ? 'só o RH aprova' : 'gestor aprova',
    d.descontarAcionamento === false ? 'sem desconto do acionado' : 'desconta o acionado',
    d.ativo === false ? 'inativa' : 'ativa',
  ].join(', ');

/** Regras de sobreaviso e prontidão (RH): fração e limite da lei, aprovação e verbas da folha. */
export const RegrasTab = () => {
  const lista = useQuery(sobreavisoQueries.regras());
  const [busca, setBusca] = useState('');
  const termo = semAcento(busca.trim());
  const filtradas = lista.data?.filter((r) => semAcento(r.nome).includes(termo));

  return (
    <AbaCadastro<RegraSobreaviso>
      titulo="Regras de sobreaviso e prontidão"
      explicacao="Sobreaviso paga 1/3 da hora por até 24 horas (CLT art. 244 §2º); prontidão paga 2/3 por até 12 horas (§3º). O tempo acionado é pago como trabalho (Súmula 428 TST)."
      larguraExplicacao={680}
      rotuloNovo="Nova regra"
      rotuloAlterar="Alterar regra"
      busca={{ rotulo: 'Buscar regra', valor: busca, onMudar: setBusca }}
      lista={lista}
      itens={filtradas}
      carregando="Carregando regras…"
      vazia={{
        title: 'Nenhuma regra encontrada',
        description: 'Crie uma regra para planejar a escala de sobreaviso.',
      }}
      rotuloTabela="Regras de sobreaviso"
      colunas={['Nome', 'Tipo', 'Fração e limite', 'Aprovação', 'Verbas']}
      celulas={(r) => (
        <>
          <Table.Td>{r.nome}</Table.Td>
          <Table.Td>{NOME_TIPO[r.tipo]}</Table.Td>
          <Table.Td>
            {r.fracao} da hora, até {horas(r.limiteMinutos)}
          </Table.Td>
          <Table.Td>{r.aprovacaoGestor ? 'Gestor ou RH' : 'Só o RH'}</Table.Td>
          <Table.Td>
            Espera {r.verbaEspera ?? '—'} · Acionamento {r.verbaAcionamento ?? '—'}
          </Table.Td>
        </>
      )}
      situacao={['Ativa', 'Inativa']}
      nome={(r) => r.nome}
      historico={{ entidade: 'regra', resumir: resumirRegra }}
      formulario={(regra, onConcluir) => <RegraForm regra={regra} onConcluir={onConcluir} />}
    />
  );
};
