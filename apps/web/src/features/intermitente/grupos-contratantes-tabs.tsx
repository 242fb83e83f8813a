import type { Contratante, Grupo, StatusContratante, StatusGrupo } from '@jornada/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { ArquivaveisLista } from './arquivaveis-lista.tsx';
import { ContratanteForm } from './contratante-form.tsx';
import { GrupoForm } from './grupo-form.tsx';
import {
  intermitenteQueries,
  useArquivarContratante,
  useArquivarGrupo,
} from './intermitente.queries.ts';

/** Grupos de intermitentes: ativos, arquivados ou todos; incluir, editar, arquivar. */
export const GruposTab = () => {
  const [status, setStatus] = useState<StatusGrupo>('ativos');
  const [editando, setEditando] = useState<Grupo | 'novo' | null>(null);
  const lista = useQuery(intermitenteQueries.grupos(status));
  const arquivar = useArquivarGrupo();
  return (
    <>
      <ArquivaveisLista
        oque="grupo"
        status={[
          { value: 'ativos', label: 'Ativos' },
          { value: 'arquivados', label: 'Arquivados' },
          { value: 'todos', label: 'Todos' },
        ]}
        statusAtual={status}
        onStatus={setStatus}
        query={lista}
        itens={lista.data?.map((g) => ({
          id: g.grupoId,
          nome: g.nome,
          detalhe: `${g.usuarios.length} intermitente(s)`,
          arquivado: g.arquivado,
        }))}
        colunaDetalhe="Membros"
        isGravando={arquivar.isPending}
        onArquivar={arquivar.mutateAsync}
        novo={{ label: 'Novo grupo', onClick: () => setEditando('novo') }}
        onEditar={(id) => setEditando(lista.data?.find((g) => g.grupoId === id) ?? null)}
      />
      <SidePanel
        isOpen={editando !== null}
        title={editando === 'novo' ? 'Novo grupo' : 'Editar grupo'}
        onClose={() => setEditando(null)}
      >
        {editando !== null ? (
          <GrupoForm
            grupo={editando === 'novo' ? null : editando}
            onConcluir={() => setEditando(null)}
          />
        ) : null}
      </SidePanel>
    </>
  );
};

/** Contratantes (departamento interno ou terceiro): ativas, arquivadas ou todos. */
export const ContratantesTab = () => {
  const [status, setStatus] = useState<StatusContratante>('ativas');
  const [editando, setEditando] = useState<Contratante | 'novo' | null>(null);
  const lista = useQuery(intermitenteQueries.contratantes(status));
  const arquivar = useArquivarContratante();
  const atual = editando === 'novo' ? null : editando;
  return (
    <>
      <ArquivaveisLista
        oque="contratante"
        status={[
          { value: 'ativas', label: 'Ativos' },
          { value: 'arquivadas', label: 'Arquivados' },
          { value: 'todos', label: 'Todos' },
        ]}
        statusAtual={status}
        onStatus={setStatus}
        query={lista}
        itens={lista.data?.map((c) => ({
          id: c.id,
          nome: c.nome,
          detalhe: c.tipo === 'interno' ? 'Departamento interno' : 'Terceiro',
          arquivado: c.arquivado,
        }))}
        colunaDetalhe="Tipo"
        isGravando={arquivar.isPending}
        onArquivar={arquivar.mutateAsync}
        novo={{ label: 'Novo contratante', onClick: () => setEditando('novo') }}
        onEditar={(id) => setEditando(lista.data?.find((c) => c.id === id) ?? null)}
      />
      <SidePanel
        isOpen={editando !== null}
        title={editando === 'novo' ? 'Novo contratante' : 'Editar contratante'}
        onClose={() => setEditando(null)}
      >
        {editando !== null ? (
          <ContratanteForm
            contratante={atual}
            // A lista traz só o id do responsável: ele fica como está até ser trocado.
            responsavel={
              atual?.responsavelId ? { id: atual.responsavelId, nome: 'Responsável atual' } : null
            }
            onConcluir={() => setEditando(null)}
          />
        ) : null}
      </SidePanel>
    </>
  );
};
