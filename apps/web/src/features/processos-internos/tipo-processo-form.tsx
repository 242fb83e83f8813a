import type {
  CampoProcesso,
  EtapaProcesso,
  SalvarTipoProcessoBody,
  TipoCampoProcesso,
  TipoProcesso,
} from '@jornada/contracts';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { salvarTipo } from './processos.api.ts';
import { processoKeys } from './processos.queries.ts';
import { ETAPA_ROTULO } from './processos-comum.ts';

const TIPOS_CAMPO: { value: TipoCampoProcesso; label: string }[] = [
  { value: 'Texto', label: 'Texto' },
  { value: 'Numero', label: 'Número' },
  { value: 'Data', label: 'Data' },
  { value: 'Selecao', label: 'Seleção' },
  { value: 'Arquivo', label: 'Arquivo' },
];

const ETAPAS: { value: string; label: string }[] = [
  { value: 'Gestor', label: 'Gestor → RH' },
  { value: 'Rh', label: 'Só o RH' },
  { value: 'GestorSo', label: 'Só o gestor' },
];
const ETAPAS_DE: Record<string, EtapaProcesso[]> = {
  Gestor: ['Gestor', 'Rh'],
  Rh: ['Rh'],
  GestorSo: ['Gestor'],
};
const fluxoDe = (etapas: EtapaProcesso[]) =>
  etapas.join(',') === 'Rh' ? 'Rh' : etapas.join(',') === 'Gestor' ? 'GestorSo' : 'Gestor';

/** Chave do campo a partir do rótulo: sem acentos, camelCase, começando por letra. */
const chaveDe = (rotulo: string, i: number) => {
  const palavras = rotulo
    .normalize('NFD')
    .replace(/[^a-zA-Z0-9 ]/g, '')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  const c = palavras.map((p, j) => (j === 0 ? p : p[0]!.toUpperCase() + p.slice(1))).join('');
  return /^[a-z]/.test(c) ? c.slice(0, 40) : `campo${i + 1}`;
};

type CampoEditado = {
  rotulo: string;
  tipo: TipoCampoProcesso;
  obrigatorio: boolean;
  opcoes: string;
};

export type TipoProcessoFormProps = { tipo?: TipoProcesso | undefined; onSalvo: () => void };

/** Cadastro de um tipo de processo pelo RH: nome, campos pedidos e quem decide. */
export const TipoProcessoForm = ({ tipo, onSalvo }: TipoProcessoFormProps) => {
  const qc = useQueryClient();
  const [nome, setNome] = useState(tipo?.nome ?? '');
  const [descricao, setDescricao] = useState(tipo?.descricao ?? '');
  const [fluxo, setFluxo] = useState(tipo ? fluxoDe(tipo.etapas) : 'Gestor');
  const [ativo, setAtivo] = useState(tipo?.ativo ?? true);
  const [campos, setCampos] = useState<CampoEditado[]>(
    tipo?.campos.map((c) => ({ ...c, opcoes: c.opcoes.join('; ') })) ?? [
      { rotulo: '', tipo: 'Texto', obrigatorio: true, opcoes: '' },
    ],
  );
  const [erro, setErro] = useState<string | null>(null);
  const salvar = useMutation({
    mutationFn: salvarTipo,
    onSuccess: () => {
      toast.sucesso('Tipo de processo salvo.');
      void qc.invalidateQueries({ queryKey: processoKeys.todas });
      onSalvo();
    },
    onError: (e) => setErro(isErroApi(e) ? e.mensagem : 'Não foi possível salvar o tipo.'),
  });
  const mudar = (i: number, p: Partial<CampoEditado>) =>
    setCampos((cs) => cs.map((c, j) => (j === i ? { ...c, ...p } : c)));
  const enviar = () => {
    if (nome.trim() === '') return setErro('Nome: informe o nome do processo.');
    const vazio = campos.findIndex((c) => c.rotulo.trim() === '');
    if (vazio >= 0) return setErro(`Campo ${vazio + 1}: informe o rótulo.`);
    const corpo: SalvarTipoProcessoBody = {
      ...(tipo ? { id: tipo.id } : {}),
      nome: nome.trim(),
      descricao: descricao.trim(),
      etapas: ETAPAS_DE[fluxo] ?? ['Rh'],
      ativo,
      campos: campos.map(
        (c, i): CampoProcesso => ({
          chave: tipo?.campos[i]?.chave ?? chaveDe(c.rotulo, i),
          rotulo: c.rotulo.trim(),
          tipo: c.tipo,
          obrigatorio: c.obrigatorio,
          opcoes:
            c.tipo === 'Selecao'
              ? c.opcoes
                  .split(';')
                  .map((o) => o.trim())
                  .filter(Boolean)
              : [],
        }),
      ),
    };
    setErro(null);
    salvar.mutate(corpo);
  };
  return (
    <Stack gap="sm">
      <TextInput
        label="Nome"
        withAsterisk
        value={nome}
        onChange={(e) => setNome(e.currentTarget.value)}
      />
      <Textarea
        label="Descrição"
        value={descricao}
        onChange={(e) => setDescricao(e.currentTarget.value)}
      />
      <Select
        label="Quem decide"
        data={ETAPAS}
        value={fluxo}
        onChange={(v) => setFluxo(v ?? 'Gestor')}
        description={`Etapas: ${(ETAPAS_DE[fluxo] ?? []).map((e) => ETAPA_ROTULO[e]).join(' → ')}`}
      />
      <Switch
        label="Aceita novos pedidos"
        checked={ativo}
        onChange={(e) => setAtivo(e.currentTarget.checked)}
      />
      {campos.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: os campos só existem pela posição no editor
        <Fieldset key={i} legend={`Campo ${i + 1}`}>
          <Stack gap="xs">
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                label={`Rótulo do campo ${i + 1}`}
                value={c.rotulo}
                onChange={(e) => mudar(i, { rotulo: e.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <Select
                label={`Tipo do campo ${i + 1}`}
                data={TIPOS_CAMPO}
                value={c.tipo}
                onChange={(v) => mudar(i, { tipo: (v ?? 'Texto') as TipoCampoProcesso })}
                w={140}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remover campo ${i + 1}`}
                disabled={campos.length === 1}
                onClick={() => setCampos((cs) => cs.filter((_, j) => j !== i))}
              >
                ×
              </ActionIcon>
            </Group>
            {c.tipo === 'Selecao' ? (
              <TextInput
                label={`Opções do campo ${i + 1}`}
                description="Separe as opções com ponto e vírgula"
                value={c.opcoes}
                onChange={(e) => mudar(i, { opcoes: e.currentTarget.value })}
              />
            ) : null}
            <Checkbox
              label={`Campo ${i + 1} obrigatório`}
              checked={c.obrigatorio}
              onChange={(e) => mudar(i, { obrigatorio: e.currentTarget.checked })}
            />
          </Stack>
        </Fieldset>
      ))}
      <Button
        variant="default"
        onClick={() =>
          setCampos((cs) => [...cs, { rotulo: '', tipo: 'Texto', obrigatorio: false, opcoes: '' }])
        }
        disabled={campos.length >= 20}
      >
        Adicionar campo
      </Button>
      {erro ? (
        <Text c="red" size="sm" role="alert">
          {erro}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={enviar} loading={salvar.isPending}>
          Salvar tipo
        </Button>
      </Group>
    </Stack>
  );
};
