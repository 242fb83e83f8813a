import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarMinutos } from '../../lib/format.ts';
import { bancoHorasQueries, useMutacoesBancoHoras } from './banco-horas.queries.ts';
import { FormBase } from './colaborador-forms.tsx';
import { useFalha } from './falha.tsx';
import { lerDuracao } from './formato.ts';

const MAXIMO_ESTAGIOS = 10;

type Linha = { chave: number; limite: string };

/** Erros por linha: HH:MM, maior que zero e crescente (cada estágio acima do anterior). */
export const validarEstagios = (linhas: Linha[]): Record<number, string> => {
  const erros: Record<number, string> = {};
  let anterior = 0;
  linhas.forEach((l, i) => {
    const minutos = lerDuracao(l.limite);
    if (minutos === null || minutos < 1)
      erros[i] = `Estágio ${i + 1}, limite: informe o saldo em HH:MM (ex.: 40:00).`;
    else if (minutos <= anterior)
      erros[i] = `Estágio ${i + 1}, limite: precisa ser maior que o do estágio anterior.`;
    if (minutos !== null) anterior = Math.max(anterior, minutos);
  });
  return erros;
};

type FormProps = {
  bancoHoraId: number;
  limites: number[];
  verba: string;
  onConcluir: () => void;
};

let proxima = 0;

const EstagiosForm = ({ bancoHoraId, limites, verba: verbaInicial, onConcluir }: FormProps) => {
  const { gravarEstagios, gravarVerbaEstagio } = useMutacoesBancoHoras();
  const falha = useFalha();
  const [linhas, setLinhas] = useState<Linha[]>(() =>
    limites.map((m) => ({ chave: ++proxima, limite: formatarMinutos(m) })),
  );
  const [verba, setVerba] = useState(verbaInicial);
  const [erros, setErros] = useState<Record<number, string>>({});

  const enviar = async () => {
    const novos = validarEstagios(linhas);
    setErros(novos);
    if (Object.keys(novos).length > 0) return;
    const estagios = linhas.map((l, i) => ({ ordem: i + 1, limiteMinutos: lerDuracao(l.limite)! }));
    try {
      await gravarEstagios.mutateAsync({ bancoHoraId, estagios });
      if (verba.trim() !== '' && verba.trim() !== verbaInicial)
        await gravarVerbaEstagio.mutateAsync(verba.trim());
      toast.sucesso('Estágios gravados.');
      onConcluir();
    } catch (e) {
      falha.mostrar(e, 'Não foi possível gravar os estágios.');
    }
  };

  return (
    <FormBase
      rotulo="Estágios do banco"
      botao="Gravar estágios"
      isPending={gravarEstagios.isPending || gravarVerbaEstagio.isPending}
      onSubmit={() => void enviar()}
      onCancelar={onConcluir}
      modal={falha.modal}
    >
      <Text size="xs" c="dimmed">
        Em cada fechamento mensal, o saldo acima do limite de um estágio é pago naquele mês com a
        verba do excedente.
      </Text>
      {linhas.map((l, i) => (
        <Group key={l.chave} align="flex-end" wrap="nowrap">
          <TextInput
            label={`Estágio ${i + 1}: limite (HH:MM)`}
            value={l.limite}
            onChange={(e) => {
              const limite = e.currentTarget.value;
              setLinhas((x) => x.map((y, j) => (j === i ? { ...y, limite } : y)));
            }}
            error={erros[i]}
            style={{ flex: 1 }}
          />
          <Button
            variant="subtle"
            color="red"
            aria-label={`Remover estágio ${i + 1}`}
            onClick={() => setLinhas((x) => x.filter((_, j) => j !== i))}
          >
            Remover
          </Button>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={linhas.length >= MAXIMO_ESTAGIOS}
          onClick={() => setLinhas((x) => [...x, { chave: ++proxima, limite: '' }])}
        >
          Adicionar estágio
        </Button>
      </Group>
      <TextInput
        label="Verba do excedente por estágio"
        description="Uma verba para a empresa toda."
        value={verba}
        onChange={(e) => setVerba(e.currentTarget.value)}
        maxLength={20}
      />
    </FormBase>
  );
};

/** Estágios do banco (limites de saldo do fechamento mensal) e a verba do excedente. */
export const EstagiosSecao = ({ bancoHoraId }: { bancoHoraId: number }) => {
  const [estagios, verba] = useQueries({
    queries: [bancoHorasQueries.estagios(bancoHoraId), bancoHorasQueries.verbaEstagio()],
  });
  const [isEditando, setEditando] = useState(false);
  if (estagios.isPending || verba.isPending) return <LoadingState label="Carregando estágios…" />;
  if (estagios.isError || verba.isError)
    return (
      <ErrorState
        error={estagios.error ?? verba.error}
        fallback="Não foi possível carregar os estágios."
        onRetry={() => {
          void estagios.refetch();
          void verba.refetch();
        }}
      />
    );
  const limites = estagios.data.estagios.map((e) => e.limiteMinutos);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Estágios
      </Text>
      {limites.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sem estágios: o saldo só é pago no fechamento do ciclo.
        </Text>
      ) : (
        <List size="sm">
          {limites.map((m, i) => (
            <List.Item key={m}>
              Estágio {i + 1}: saldo acima de {formatarMinutos(m)}
            </List.Item>
          ))}
        </List>
      )}
      <Text size="sm">Verba do excedente: {verba.data.verba ?? 'não configurada'}</Text>
      <Group>
        <Button variant="light" size="xs" onClick={() => setEditando(true)}>
          Alterar estágios
        </Button>
      </Group>
      <SidePanel isOpen={isEditando} onClose={() => setEditando(false)} title="Estágios do banco">
        {isEditando ? (
          <EstagiosForm
            bancoHoraId={bancoHoraId}
            limites={limites}
            verba={verba.data.verba ?? ''}
            onConcluir={() => setEditando(false)}
          />
        ) : null}
      </SidePanel>
    </Stack>
  );
};
