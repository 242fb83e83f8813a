import {
  type Dispositivo,
  type DispositivoEntrada,
  METODOS_QUIOSQUE,
  type MetodoQuiosque,
} from '@jornada/contracts';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { salvarDispositivo } from './quiosque.api.ts';

/** Chave das consultas dos aparelhos (lista e filiais). */
export const CHAVE_DISPOSITIVOS = ['quiosque', 'dispositivos'] as const;

export const NOMES_METODO: Record<MetodoQuiosque, string> = {
  pin: 'Matrícula e PIN',
  qr: 'QR (cartão ou app)',
  cracha: 'Crachá (leitor)',
  face: 'Reconhecimento facial',
};

type Form = {
  nome: string;
  filialId: string | null;
  metodos: MetodoQuiosque[];
  latitude: number | string;
  longitude: number | string;
  fotoEvidencia: boolean;
};

const formDe = (d: Dispositivo | null): Form => ({
  nome: d?.nome ?? '',
  filialId: d ? String(d.filialId) : null,
  metodos: d?.metodos ?? ['pin', 'qr', 'cracha'],
  latitude: d?.latitude ?? '',
  longitude: d?.longitude ?? '',
  fotoEvidencia: d?.fotoEvidencia ?? false,
});

/** Cadastro e alteração de um quiosque (painel lateral). */
export const FormDispositivo = ({
  inicial,
  filiais,
  onSalvo,
}: {
  inicial: Dispositivo | null;
  filiais: { id: number; nome: string }[];
  onSalvo: () => void;
}) => {
  const [f, setF] = useState<Form>(() => formDe(inicial));
  const [erros, setErros] = useState<Partial<Record<keyof Form, string>>>({});
  const queryClient = useQueryClient();
  const salvar = useMutation({
    mutationFn: (corpo: DispositivoEntrada) => salvarDispositivo(inicial?.id ?? null, corpo),
    onSuccess: async () => {
      toast.sucesso(inicial ? 'Quiosque alterado.' : 'Quiosque cadastrado.');
      await queryClient.invalidateQueries({ queryKey: CHAVE_DISPOSITIVOS });
      onSalvo();
    },
    onError: (e) => toast.erro(isErroApi(e) ? e.mensagem : 'Não foi possível salvar.'),
  });
  const enviar = () => {
    const e: typeof erros = {};
    if (!f.nome.trim()) e.nome = 'Informe o nome do quiosque.';
    if (!f.filialId) e.filialId = 'Escolha a filial.';
    if (f.metodos.length === 0) e.metodos = 'Escolha ao menos um método de identificação.';
    const temLocal = f.latitude !== '' || f.longitude !== '';
    if (temLocal && (f.latitude === '' || f.longitude === ''))
      e.latitude = 'Informe latitude e longitude, ou deixe as duas vazias.';
    setErros(e);
    if (Object.keys(e).length) return;
    salvar.mutate({
      nome: f.nome.trim(),
      filialId: Number(f.filialId),
      metodos: f.metodos,
      latitude: temLocal ? Number(f.latitude) : null,
      longitude: temLocal ? Number(f.longitude) : null,
      fotoEvidencia: f.fotoEvidencia,
    });
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        enviar();
      }}
    >
      <Stack>
        <TextInput
          label="Nome"
          value={f.nome}
          error={erros.nome}
          maxLength={80}
          onChange={(e) => setF({ ...f, nome: e.currentTarget.value })}
        />
        <Select
          label="Filial"
          data={filiais.map((x) => ({ value: String(x.id), label: x.nome }))}
          value={f.filialId}
          error={erros.filialId}
          onChange={(v) => setF({ ...f, filialId: v })}
        />
        <Checkbox.Group
          label="Métodos de identificação"
          value={f.metodos}
          error={erros.metodos}
          onChange={(v) => setF({ ...f, metodos: v as MetodoQuiosque[] })}
        >
          <Stack gap="xs" mt="xs">
            {METODOS_QUIOSQUE.map((m) => (
              <Checkbox key={m} value={m} label={NOMES_METODO[m]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group grow>
          <NumberInput
            label="Latitude (opcional)"
            value={f.latitude}
            error={erros.latitude}
            decimalScale={6}
            min={-90}
            max={90}
            onChange={(v) => setF({ ...f, latitude: v })}
          />
          <NumberInput
            label="Longitude (opcional)"
            value={f.longitude}
            decimalScale={6}
            min={-180}
            max={180}
            onChange={(v) => setF({ ...f, longitude: v })}
          />
        </Group>
        <Switch
          label="Foto de evidência nas marcações por rosto"
          checked={f.fotoEvidencia}
          onChange={(e) => setF({ ...f, fotoEvidencia: e.currentTarget.checked })}
        />
        <Button type="submit" loading={salvar.isPending}>
          Salvar
        </Button>
      </Stack>
    </form>
  );
};
