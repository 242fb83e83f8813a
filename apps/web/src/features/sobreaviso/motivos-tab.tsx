import type { MotivoSobreaviso } from '@jornada/contracts';
import { Table } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AbaCadastro } from './aba-cadastro.tsx';
import { MotivoForm } from './motivo-form.tsx';
import { sobreavisoQueries } from './sobreaviso.queries.ts';

/** A busca vai ao servidor a partir de 3 caracteres (spec §9). */
const MINIMO_BUSCA = 3;

const resumirMotivo = (d: Record<string, unknown>) =>
  `${String(d.descricao ?? '')}, ${d.ativo === false ? 'inativo' : 'ativo'}`;

/** Motivos de acionamento (RH): lista com busca, inclusão, alteração e histórico. */
export const MotivosTab = () => {
  const [busca, setBusca] = useState('');
  const termo = busca.trim();
  const lista = useQuery({
    ...sobreavisoQueries.motivos(termo.length >= MINIMO_BUSCA ? termo : undefined),
    placeholderData: keepPreviousData,
  });

  return (
    <AbaCadastro<MotivoSobreaviso>
      titulo="Motivos de acionamento"
      explicacao="Inative em vez de excluir: lançamentos antigos continuam apontando para o motivo."
      rotuloNovo="Novo motivo"
      rotuloAlterar="Alterar motivo"
      busca={{
        rotulo: 'Buscar motivo',
        descricao: 'A partir de 3 letras',
        valor: busca,
        onMudar: setBusca,
      }}
      lista={lista}
      itens={lista.data}
      carregando="Carregando motivos…"
      vazia={{
        title: 'Nenhum motivo encontrado',
        description: 'Cadastre os motivos que explicam por que alguém foi acionado.',
      }}
      rotuloTabela="Motivos de acionamento"
      colunas={['Descrição']}
      celulas={(m) => <Table.Td>{m.descricao}</Table.Td>}
      situacao={['Ativo', 'Inativo']}
      nome={(m) => m.descricao}
      historico={{ entidade: 'motivo', resumir: resumirMotivo }}
      formulario={(motivo, onConcluir) => <MotivoForm motivo={motivo} onConcluir={onConcluir} />}
    />
  );
};
