import { aplicarModeloBodySchema } from '@jornada/contracts';
import { Alert, Button, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { dataIsoLocal, formatarData } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import type { ResultadoGravacao } from './convencao-form.tsx';
import { convencoesQueries, useGravarConvencao } from './convencoes.queries.ts';

export type AplicarModeloModalProps = {
  isOpen: boolean;
  sindicatoId: number;
  sindicatoNome: string;
  onFechar: () => void;
  onSalvo: (r: ResultadoGravacao) => void;
};

type Erros = { modelo?: string; vigenciaInicio?: string; vigenciaFim?: string };

const ROTULOS: Readonly<Record<keyof Erros, string>> = {
  modelo: 'Modelo',
  vigenciaInicio: 'Início da vigência',
  vigenciaFim: 'Fim da vigência',
};

/** Cria a convenção do sindicato a partir de um modelo de exemplo, para o RH revisar. */
export const AplicarModeloModal = ({
  isOpen,
  sindicatoId,
  sindicatoNome,
  onFechar,
  onSalvo,
}: AplicarModeloModalProps) => {
  const modelos = useQuery({ ...convencoesQueries.modelos(), enabled: isOpen });
  const { aplicarModelo } = useGravarConvencao();
  const [codigo, setCodigo] = useState<string | null>(null);
  const [inicio, setInicio] = useState<string | null>(null);
  const [fim, setFim] = useState<string | null>(null);
  const [erros, setErros] = useState<Erros>({});
  const [erroServidor, setErroServidor] = useState<string | null>(null);
  const modelo = modelos.data?.find((m) => m.codigo === codigo);
  const hoje = dataIsoLocal(new Date());

  useEffect(() => {
    if (!isOpen) return;
    setCodigo(null);
    setInicio(null);
    setFim(null);
    setErros({});
    setErroServidor(null);
  }, [isOpen]);

  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    setErroServidor(null);
    const novos: Erros = {};
    if (!codigo) novos.modelo = 'Modelo: escolha o modelo.';
    if (!inicio) novos.vigenciaInicio = 'Início da vigência: informe a data.';
    const corpo = { modelo: codigo ?? '', vigenciaInicio: inicio ?? '', vigenciaFim: fim };
    const r = aplicarModeloBodySchema.safeParse(corpo);
    if (!r.success)
      for (const q of r.error.issues) {
        const campo = String(q.path[0]) as keyof Erros;
        novos[campo] ??= `${ROTULOS[campo] ?? campo}: ${q.message}.`;
      }
    setErros(novos);
    if (Object.keys(novos).length > 0) return;
    aplicarModelo.mutate(
      { sindicatoId, corpo },
      {
        onSuccess: (g) => onSalvo({ ...g, desde: corpo.vigenciaInicio }),
        onError: (e) =>
          setErroServidor(
            e instanceof ErroApi ? e.mensagem : 'Não foi possível criar a convenção.',
          ),
      },
    );
  };

  return (
    <Modal
      opened={isOpen}
      onClose={onFechar}
      title={`Criar convenção de ${sindicatoNome} a partir de modelo`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <form onSubmit={enviar} noValidate aria-label="Criar a partir de modelo">
        <Stack gap="sm">
          <Alert color="yellow" title="Modelo de exemplo — revise antes de usar">
            Os números dos modelos imitam cláusulas comuns da categoria; nenhum é a convenção
            vigente de um sindicato. Confira cada parâmetro com a convenção do seu sindicato.
          </Alert>
          {modelos.isError ? (
            <ErrorState
              error={modelos.error}
              fallback="Não foi possível carregar os modelos."
              onRetry={() => void modelos.refetch()}
            />
          ) : modelos.isPending ? (
            <LoadingState label="Carregando modelos…" />
          ) : (
            <Select
              label="Modelo"
              data={modelos.data.map((m) => ({ value: m.codigo, label: m.nome }))}
              value={codigo}
              onChange={setCodigo}
              error={erros.modelo}
              required
            />
          )}
          {modelo ? (
            <Stack gap={4} aria-label={`Sobre o modelo ${modelo.nome}`}>
              <Text size="sm" fw={600}>
                {modelo.aviso}
              </Text>
              <List size="sm">
                {Object.values(modelo.fontes).map((texto) => (
                  <List.Item key={texto}>{texto}</List.Item>
                ))}
              </List>
            </Stack>
          ) : null}
          <DatePickerPtBr
            label="Início da vigência"
            value={inicio}
            onChange={setInicio}
            error={erros.vigenciaInicio}
            isRequired
          />
          <DatePickerPtBr
            label="Fim da vigência"
            value={fim}
            onChange={setFim}
            error={erros.vigenciaFim}
            description="Vazio: vale até outra convenção começar."
          />
          {inicio && inicio < hoje ? (
            <Alert color="yellow" title="Reprocessamento do espelho">
              A vigência começa no passado: ao criar, o espelho de quem é deste sindicato será
              recalculado (reprocessado) desde {formatarData(inicio)}.
            </Alert>
          ) : null}
          {erroServidor ? (
            <Alert color="red" role="alert">
              {erroServidor}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onFechar}>
              Cancelar
            </Button>
            <Button type="submit" loading={aplicarModelo.isPending}>
              Criar convenção
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
