import type { EscalaWire } from '@jornada/contracts';
import { Alert, Button, Modal, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatarMinutos } from '../../../lib/format.ts';
import { statusEscala } from '../escala-regras.api.ts';
import { regrasQueries, useGravarRegra } from '../escala-regras.queries.ts';
import { BotaoStatus } from './botao-status.tsx';
import { TIPOS_PADRAO } from './escala-form.model.ts';
import { EscalaForm } from './escala-form.tsx';
import { FILTRO_INICIAL, filtroDaApi, TabelaRegras } from './tabela-regras.tsx';
import { useGravacao } from './use-gravacao.ts';

const rotuloTipo = (tipo: EscalaWire['tipo']) =>
  TIPOS_PADRAO.find((t) => t.value === tipo)?.label.split(' (')[0] ?? tipo;

/** Escalas (spec §7 /escala): padrões de trabalho e descanso, com prévia e validação CLT. */
export const EscalasTab = () => {
  const [filtro, setFiltro] = useState(FILTRO_INICIAL);
  const [editando, setEditando] = useState<EscalaWire | null | 'nova'>(null);
  const consulta = useQuery(regrasQueries.escalas(filtroDaApi(filtro)));
  const gestoes = useQuery(regrasQueries.comboGestoes());
  const status = useGravarRegra(({ id, ativo }: { id: number; ativo: boolean }) =>
    statusEscala(id, ativo),
  );
  const { erro, gravar, limparErro } = useGravacao();
  const nomeGestao = (id: number | null) =>
    id === null ? '—' : (gestoes.data?.find((g) => g.id === id)?.nome ?? `Gestão nº ${id}`);
  return (
    <Stack gap="sm">
      {erro ? (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel="Fechar aviso"
          onClose={limparErro}
        >
          {erro}
        </Alert>
      ) : null}
      <TabelaRegras
        nome="escalas"
        consulta={consulta}
        filtro={filtro}
        onFiltro={setFiltro}
        novo={<Button onClick={() => setEditando('nova')}>Nova escala</Button>}
        colunas={[
          { titulo: 'Código', render: (e) => e.codigo },
          { titulo: 'Nome', render: (e) => e.nome },
          { titulo: 'Tipo', render: (e) => rotuloTipo(e.tipo) },
          { titulo: 'Gestão', render: (e) => nomeGestao(e.gestaoId) },
          {
            titulo: 'Contrato',
            render: (e) =>
              e.minutosSemanaisContrato === null
                ? 'Da condição'
                : formatarMinutos(e.minutosSemanaisContrato),
          },
        ]}
        acoes={(e) => (
          <>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => setEditando(e)}
              aria-label={`Editar ${e.nome}`}
            >
              Editar
            </Button>
            <BotaoStatus
              nome={`a escala ${e.codigo}`}
              isAtivo={e.ativo}
              onConfirmar={(ativo) =>
                void gravar(() => status.mutateAsync({ id: e.id, ativo }), 'Escala atualizada.')
              }
            />
          </>
        )}
      />
      <Modal
        opened={editando !== null}
        onClose={() => setEditando(null)}
        title={editando === 'nova' ? 'Nova escala' : 'Editar escala'}
        size="80rem"
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {editando !== null ? (
          <EscalaForm
            escala={editando === 'nova' ? null : editando}
            onFechar={() => setEditando(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
};
