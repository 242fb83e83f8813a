import { Alert, Button, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { dataIsoLocal } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { alocacaoQueries, regraPontoQueries, useSalvarAlocacao } from './regra-ponto.queries.ts';

const ROTULOS: Record<string, string> = {
  regraId: 'Regra de ponto',
  usuarioIds: 'Colaboradores',
  dataInicio: 'Início da vigência',
  dataFim: 'Fim da vigência',
};

export type AlocacaoRegraFormProps = { onConcluir: () => void };

/** Aloca uma regra de ponto a um ou mais colaboradores a partir de uma data (vigência). */
export const AlocacaoRegraForm = ({ onConcluir }: AlocacaoRegraFormProps) => {
  const regras = useQuery(regraPontoQueries.lista());
  const pessoas = useQuery(alocacaoQueries.pessoas());
  const { alocar } = useSalvarAlocacao();
  const [regraId, setRegraId] = useState<string | null>(null);
  const [usuarioIds, setUsuarioIds] = useState<string[]>([]);
  const [inicio, setInicio] = useState<string | null>(dataIsoLocal(new Date()));
  const [fim, setFim] = useState<string | null>(null);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erroServidor, setErroServidor] = useState<string | null>(null);

  if (regras.isPending || pessoas.isPending) return <LoadingState label="Carregando…" />;
  if (regras.isError || pessoas.isError)
    return (
      <ErrorState
        error={regras.error ?? pessoas.error}
        fallback="Não foi possível carregar as regras de ponto e os colaboradores."
        onRetry={() => {
          void regras.refetch();
          void pessoas.refetch();
        }}
      />
    );

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    setErroServidor(null);
    const novos: Record<string, string> = {};
    if (!regraId) novos.regraId = 'Regra de ponto: escolha a regra de ponto.';
    if (usuarioIds.length === 0)
      novos.usuarioIds = 'Colaboradores: escolha ao menos um colaborador.';
    if (!inicio) novos.dataInicio = 'Início da vigência: informe a data.';
    if (inicio && fim && fim < inicio)
      novos.dataFim = 'Fim da vigência: não pode ser anterior ao início.';
    setErros(novos);
    if (Object.keys(novos).length > 0 || !regraId || !inicio) return;
    alocar.mutate(
      {
        regraId: Number(regraId),
        usuarioIds: usuarioIds.map(Number),
        dataInicio: inicio,
        dataFim: fim,
      },
      {
        onSuccess: (criadas) => {
          toast.sucesso(
            criadas.length === 1
              ? 'Regra de ponto alocada.'
              : `Regra de ponto alocada a ${criadas.length} colaboradores.`,
          );
          onConcluir();
        },
        onError: (erro) => {
          if (erro instanceof ErroApi && erro.campo && ROTULOS[erro.campo]) {
            const texto = erro.mensagem.replace(/^[^:]*:\s*/, '');
            setErros({ [erro.campo]: `${ROTULOS[erro.campo]}: ${texto}.` });
            return;
          }
          setErroServidor(
            erro instanceof ErroApi ? erro.mensagem : 'Não foi possível alocar a regra de ponto.',
          );
        },
      },
    );
  };

  return (
    <form onSubmit={enviar} noValidate aria-label="Alocar regra de ponto">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A partir do início, a regra de ponto passa a valer na apuração dos colaboradores. Uma
          alocação anterior sem fim é encerrada na véspera; os meses já apurados não mudam.
        </Text>
        <Select
          label="Regra de ponto"
          data={regras.data.map((r) => ({ value: String(r.id), label: r.nome }))}
          value={regraId}
          onChange={setRegraId}
          error={erros.regraId}
          searchable
          required
          nothingFoundMessage="Nenhuma regra de ponto"
        />
        <MultiSelect
          label="Colaboradores"
          data={pessoas.data.map((p) => ({
            value: String(p.id),
            label: p.detalhe ? `${p.nome} — ${p.detalhe}` : p.nome,
          }))}
          value={usuarioIds}
          onChange={setUsuarioIds}
          error={erros.usuarioIds}
          searchable
          required
          nothingFoundMessage="Nenhum colaborador encontrado"
        />
        <DatePickerPtBr
          label="Início da vigência"
          value={inicio}
          onChange={setInicio}
          error={erros.dataInicio}
          isRequired
        />
        <DatePickerPtBr
          label="Fim da vigência"
          value={fim}
          onChange={setFim}
          error={erros.dataFim}
          minDate={inicio ?? undefined}
          description="Deixe em branco para prazo indeterminado."
        />
        {erroServidor ? (
          <Alert color="red" role="alert">
            {erroServidor}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onConcluir}>
            Cancelar
          </Button>
          <Button type="submit" loading={alocar.isPending}>
            Alocar
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
