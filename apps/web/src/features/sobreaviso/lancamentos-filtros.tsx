import type { CountLancamento, StatusLancamento, VisaoLancamento } from '@jornada/contracts';
import { Badge, Group, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import type { FiltroLancamentos } from './sobreaviso.api.ts';
import { sobreavisoQueries } from './sobreaviso.queries.ts';
import { ROTULO_STATUS, ROTULO_VISAO } from './sobreaviso-formato.ts';

/** O "x" de limpar o filtro: com nome e na ordem do Tab (o do Mantine vem oculto ao teclado). */
const limpar = (campo: string) => ({
  'aria-label': `Limpar ${campo}`,
  'aria-hidden': false,
  tabIndex: 0,
});

const STATUS: StatusLancamento[] = ['pendente', 'aprovado', 'reprovado', 'cancelado'];

/** Quantos lançamentos há em cada situação na visão (GET /lancamento/count). */
export const ContagemVisao = ({
  visao,
  isComNome = false,
}: {
  visao: VisaoLancamento;
  /** Com mais de uma visão na tela, cada linha diz de qual é. */
  isComNome?: boolean;
}) => {
  const contagem = useQuery(sobreavisoQueries.contagem(visao));
  if (!contagem.data) return null;
  const c: CountLancamento = contagem.data;
  return (
    <Group gap="xs" aria-label={`Contagem: ${ROTULO_VISAO[visao]}`} role="group">
      <Text size="sm" fw={600}>
        {isComNome ? `${ROTULO_VISAO[visao]}: ` : ''}
        {c.total === 1 ? '1 lançamento' : `${c.total} lançamentos`}:
      </Text>
      {STATUS.map((s) => (
        <Badge key={s} color={ROTULO_STATUS[s].cor} variant="light">
          {ROTULO_STATUS[s].rotulo}: {c[s]}
        </Badge>
      ))}
    </Group>
  );
};

export type FiltrosLancamentosProps = {
  filtro: FiltroLancamentos;
  visoes: readonly VisaoLancamento[];
  onChange: (filtro: FiltroLancamentos) => void;
};

/** Visão, situação, colaborador, motivo e período da lista de lançamentos. */
export const FiltrosLancamentos = ({ filtro, visoes, onChange }: FiltrosLancamentosProps) => {
  const pessoas = useQuery(sobreavisoQueries.pessoas());
  const motivos = useQuery(sobreavisoQueries.motivos());
  const mudar = (parcial: Partial<FiltroLancamentos>) =>
    onChange({ ...filtro, ...parcial, pageNumber: 1 });
  return (
    <Group align="flex-end" gap="sm">
      {visoes.length > 1 ? (
        <Select
          label="Visão"
          data={visoes.map((v) => ({ value: v, label: ROTULO_VISAO[v] }))}
          value={filtro.visao}
          onChange={(v) => mudar({ visao: (v ?? visoes[0]) as VisaoLancamento })}
          allowDeselect={false}
          w={170}
        />
      ) : null}
      <Select
        label="Situação"
        clearButtonProps={limpar('situação')}
        placeholder="Todas"
        data={STATUS.map((s) => ({ value: s, label: ROTULO_STATUS[s].rotulo }))}
        value={filtro.status ?? null}
        onChange={(v) => mudar({ status: (v ?? undefined) as StatusLancamento | undefined })}
        clearable
        w={150}
      />
      <Select
        label="Colaborador"
        clearButtonProps={limpar('colaborador')}
        placeholder="Todos"
        data={(pessoas.data ?? []).map((p) => ({ value: String(p.id), label: p.nome }))}
        value={filtro.usuarioId ? String(filtro.usuarioId) : null}
        onChange={(v) => mudar({ usuarioId: v ? Number(v) : undefined })}
        searchable
        clearable
        nothingFoundMessage="Nenhum colaborador encontrado"
        w={220}
      />
      <Select
        label="Motivo"
        clearButtonProps={limpar('motivo')}
        placeholder="Todos"
        data={(motivos.data ?? []).map((m) => ({ value: String(m.id), label: m.descricao }))}
        value={filtro.motivoId ? String(filtro.motivoId) : null}
        onChange={(v) => mudar({ motivoId: v ? Number(v) : undefined })}
        clearable
        w={200}
      />
      <DatePickerPtBr
        label="De"
        value={filtro.inicio ?? null}
        onChange={(v) => mudar({ inicio: v ?? undefined })}
      />
      <DatePickerPtBr
        label="Até"
        value={filtro.fim ?? null}
        onChange={(v) => mudar({ fim: v ?? undefined })}
        minDate={filtro.inicio}
      />
    </Group>
  );
};
