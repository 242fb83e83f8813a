import type { PeriodoAquisitivoWire } from '@jornada/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { type PessoaEscolhida, PessoaSelect } from '../horas-extras/index.ts';
import { AjustePeriodoModal } from './ajuste-periodo-modal.tsx';
import { lancamentoQueries } from './ferias.queries.ts';
import { intervalo } from './formato.ts';
import { CartaoPeriodoAquisitivo } from './periodos-aquisitivos.tsx';

const Periodos = ({ pessoa }: { pessoa: PessoaEscolhida }) => {
  const q = useQuery(lancamentoQueries.periodos(pessoa.id));
  const [ajustando, setAjustando] = useState<PeriodoAquisitivoWire | null>(null);
  return (
    <>
      <ListaComEstados
        query={q}
        items={q.data}
        loadingLabel="Carregando os períodos aquisitivos…"
        errorState={{
          fallback: 'Não foi possível carregar os períodos aquisitivos.',
          onRetry: () => void q.refetch(),
        }}
        emptyState={{
          title: 'Sem períodos aquisitivos',
          description: 'Confira a data de admissão no cadastro do colaborador.',
        }}
      >
        {(periodos) => (
          <Stack gap="xs" role="list" aria-label="Períodos aquisitivos">
            {periodos.map((p) => (
              <Stack key={p.inicio} gap={4}>
                <CartaoPeriodoAquisitivo periodo={p} />
                <Group justify="flex-end">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setAjustando(p)}
                    aria-label={`Ajustar o período ${intervalo(p.inicio, p.fim)}`}
                  >
                    Ajustar
                  </Button>
                </Group>
              </Stack>
            ))}
          </Stack>
        )}
      </ListaComEstados>
      {ajustando ? (
        <AjustePeriodoModal
          key={ajustando.inicio}
          usuarioId={pessoa.id}
          nome={pessoa.nome}
          periodo={ajustando}
          onClose={() => setAjustando(null)}
        />
      ) : null}
    </>
  );
};

/**
 * Períodos aquisitivos de um colaborador para o RH: o saldo de cada período e o ajuste com o
 * motivo (faltas, dias somados ou tirados, gozados e vendidos no sistema anterior).
 */
export const PeriodosRh = () => {
  const [pessoa, setPessoa] = useState<PessoaEscolhida | null>(null);
  return (
    <Stack gap="md">
      <PessoaSelect label="Colaborador" value={pessoa} onChange={setPessoa} clearable maw={420} />
      {pessoa ? (
        <Periodos key={pessoa.id} pessoa={pessoa} />
      ) : (
        <Text size="sm" c="dimmed">
          Escolha um colaborador para ver e ajustar os períodos aquisitivos.
        </Text>
      )}
    </Stack>
  );
};
