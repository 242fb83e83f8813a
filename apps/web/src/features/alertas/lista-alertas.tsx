import { type AlertaItem, TIPOS_ALERTA, type TipoAlertaContrato } from '@jornada/contracts';
import { Badge, Button, Checkbox, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { Paginas } from '../../components/ui/paginas.tsx';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { marcarVisto } from './alertas.api.ts';
import { alertaKeys, alertaQueries } from './alertas.queries.ts';
import {
  FALHA_LISTA,
  formatarData,
  formatarDataHora,
  NOME_TIPO,
  TAMANHO_PAGINA,
  TITULO_ERRO,
} from './alertas-comum.ts';
import { DetalheAlertaModal } from './detalhe-alerta.tsx';

const OPCOES_TIPO = TIPOS_ALERTA.map((t) => ({ value: t, label: NOME_TIPO[t] }));

const ItemAlerta = ({
  a,
  onVer,
  onPessoa,
  onAbrir,
  vendo,
}: {
  a: AlertaItem;
  onVer: () => void;
  onPessoa?: () => void;
  onAbrir: () => void;
  vendo: boolean;
}) => {
  const naoVisto = a.vistoEm === null;
  return (
    <Paper withBorder p="sm" radius="md" bg={naoVisto ? 'orange.0' : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Text fw={naoVisto ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
            {a.titulo}
          </Text>
          <Group gap={4}>
            <Badge variant="light">{NOME_TIPO[a.tipo]}</Badge>
            {naoVisto ? <Badge color="orange">Não visto</Badge> : <Badge color="gray">Visto</Badge>}
          </Group>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {a.descricao}
        </Text>
        <Text size="xs" c="dimmed">
          Dia {formatarData(a.data)} · {a.lei} · registrado em {formatarDataHora(a.criadoEm)}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={onAbrir}
            aria-label={`Detalhes: ${a.titulo}`}
          >
            Detalhes
          </Button>
          {onPessoa ? (
            <Button size="xs" variant="subtle" onClick={onPessoa}>
              Só {a.pessoaNome}
            </Button>
          ) : null}
          {naoVisto ? (
            <Button
              size="xs"
              onClick={onVer}
              loading={vendo}
              aria-label={`Marcar como visto: ${a.titulo}`}
            >
              Marcar como visto
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
};

/**
 * Lista de alertas (recebidos pela pessoa ou, para o RH, todos da empresa) com filtros por tipo,
 * pessoa e período, "somente não vistos", paginação e atualização automática.
 */
export const ListaAlertas = ({
  escopo,
  filtrarPessoa,
}: {
  escopo: 'recebidos' | 'empresa';
  filtrarPessoa: boolean;
}) => {
  const queryClient = useQueryClient();
  const [pagina, setPagina] = useState(1);
  const [tipo, setTipo] = useState<TipoAlertaContrato | null>(null);
  const [pessoa, setPessoa] = useState<{ id: number; nome: string } | null>(null);
  const [inicio, setInicio] = useState<string | null>(null);
  const [fim, setFim] = useState<string | null>(null);
  const [naoVistos, setNaoVistos] = useState(false);
  const [aberto, setAberto] = useState<number | null>(null);
  const periodoInvalido = inicio !== null && fim !== null && inicio > fim;
  const consulta = useQuery({
    ...alertaQueries.lista({
      escopo,
      tipo: tipo ?? undefined,
      pessoaId: pessoa?.id,
      inicio: periodoInvalido ? undefined : (inicio ?? undefined),
      fim: periodoInvalido ? undefined : (fim ?? undefined),
      naoVistos: naoVistos || undefined,
      pageNumber: pagina,
      pageSize: TAMANHO_PAGINA,
    }),
  });
  const ver = useMutation({
    mutationFn: marcarVisto,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: alertaKeys.todos });
      toast.sucesso('Alerta marcado como visto.');
    },
    onError: (e) =>
      toast.erro(e instanceof ErroApi ? e.mensagem : 'Não foi possível marcar como visto.'),
  });
  const naoVistosTotal = consulta.data?.naoVistos ?? 0;
  const reiniciar =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPagina(1);
    };
  return (
    <Stack gap="md">
      <Group gap="sm">
        {naoVistosTotal > 0 ? (
          <Badge color="orange" size="lg">
            {naoVistosTotal} {naoVistosTotal === 1 ? 'alerta não visto' : 'alertas não vistos'}
          </Badge>
        ) : (
          <Badge color="gray" size="lg" variant="light">
            Nenhum alerta não visto
          </Badge>
        )}
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Tipo de alerta"
          placeholder="Todos"
          data={OPCOES_TIPO}
          value={tipo}
          onChange={(v) => reiniciar(setTipo)(v as TipoAlertaContrato | null)}
          clearable
          w={260}
        />
        <DatePickerPtBr label="De" value={inicio} onChange={reiniciar(setInicio)} />
        <DatePickerPtBr
          label="Até"
          value={fim}
          onChange={reiniciar(setFim)}
          error={periodoInvalido ? 'A data final deve ser depois da inicial.' : undefined}
        />
        <Checkbox
          label="Somente não vistos"
          checked={naoVistos}
          onChange={(e) => reiniciar(setNaoVistos)(e.currentTarget.checked)}
          mb={8}
        />
      </Group>
      {pessoa ? (
        <Group gap="xs">
          <Text size="sm">Pessoa: {pessoa.nome}</Text>
          <Button size="xs" variant="subtle" onClick={() => reiniciar(setPessoa)(null)}>
            Todas as pessoas
          </Button>
        </Group>
      ) : null}
      <ListaComEstados
        query={consulta}
        items={consulta.data?.itens}
        loadingLabel="Carregando alertas…"
        errorState={{
          fallback: FALHA_LISTA,
          title: TITULO_ERRO,
          onRetry: () => void consulta.refetch(),
        }}
        emptyState={{
          title: 'Nenhum alerta',
          description: 'Os alertas de jornada aparecem aqui assim que acontecem.',
        }}
      >
        {(itens) => (
          <Stack
            component="ul"
            gap="xs"
            aria-label="Alertas"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {itens.map((a) => (
              <li key={a.id}>
                <ItemAlerta
                  a={a}
                  onAbrir={() => setAberto(a.id)}
                  onVer={() => ver.mutate(a.id)}
                  vendo={ver.isPending && ver.variables === a.id}
                  onPessoa={
                    filtrarPessoa && !pessoa
                      ? () => reiniciar(setPessoa)({ id: a.pessoaId, nome: a.pessoaNome })
                      : undefined
                  }
                />
              </li>
            ))}
          </Stack>
        )}
      </ListaComEstados>
      <Paginas
        total={Math.ceil((consulta.data?.total ?? 0) / TAMANHO_PAGINA)}
        value={pagina}
        onChange={setPagina}
        rotulo="Páginas de alertas"
      />
      <DetalheAlertaModal id={aberto} onClose={() => setAberto(null)} />
    </Stack>
  );
};
