import {
  type FonteSincronizacao,
  ROTULOS_TIPO_SINCRONIZACAO,
  TIPOS_SINCRONIZACAO,
  type TipoSincronizacao,
} from '@jornada/contracts';
import { Button, FileInput, Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { criarFonte } from './sincronizacao.api.ts';
import { sincronizacaoKeys } from './sincronizacao.queries.ts';

const mensagem = (e: unknown) =>
  e instanceof ErroApi ? e.mensagem : 'Não foi possível falar com o servidor. Tente novamente.';

type Props = {
  fontes: readonly FonteSincronizacao[];
  erro: string | null;
  isEnviando: boolean;
  onEnviar: (p: { fonteId: number; tipo: TipoSincronizacao; arquivo: File }) => void;
};

/** Escolha da fonte (ou criação de uma nova), do tipo de arquivo e do arquivo exportado. */
export const SincronizacaoEnvio = ({ fontes, erro, isEnviando, onEnviar }: Props) => {
  const cliente = useQueryClient();
  const [fonteId, setFonteId] = useState(fontes.length === 1 ? String(fontes[0]!.id) : '');
  const [tipo, setTipo] = useState<TipoSincronizacao>('colaboradores');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [nova, setNova] = useState('');
  const [erros, setErros] = useState<{ fonte?: string; arquivo?: string; nova?: string }>({});
  const criar = useMutation({
    mutationFn: criarFonte,
    onSuccess: (f) => {
      toast.sucesso(`Fonte ${f.nome} criada.`);
      setNova('');
      setFonteId(String(f.id));
      void cliente.invalidateQueries({ queryKey: sincronizacaoKeys.fontes });
    },
    onError: (e) => setErros({ ...erros, nova: mensagem(e) }),
  });

  const enviar = () => {
    const e: typeof erros = {};
    if (!fonteId) e.fonte = 'Fonte: escolha o sistema de folha que gerou o arquivo.';
    if (!arquivo) e.arquivo = 'Arquivo: escolha um arquivo CSV ou XLSX.';
    else if (!/\.(csv|xlsx)$/i.test(arquivo.name))
      e.arquivo = 'Arquivo: envie um arquivo .csv ou .xlsx.';
    setErros(e);
    if (e.fonte || e.arquivo || !arquivo) return;
    onEnviar({ fonteId: Number(fonteId), tipo, arquivo });
  };

  return (
    <Stack gap="md">
      <NativeSelect
        label="Fonte"
        description="O sistema de folha que gerou a exportação; cada fonte guarda o seu mapeamento."
        value={fonteId}
        data={[
          { value: '', label: 'Escolha a fonte' },
          ...fontes.map((f) => ({ value: String(f.id), label: f.nome })),
        ]}
        onChange={(ev) => setFonteId(ev.currentTarget.value)}
        error={erros.fonte}
      />
      <Group align="flex-end">
        <TextInput
          label="Nova fonte"
          placeholder="Ex.: Domínio, Senior"
          value={nova}
          onChange={(ev) => setNova(ev.currentTarget.value)}
          error={erros.nova}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          loading={criar.isPending}
          onClick={() => {
            if (nova.trim().length < 2)
              return setErros({
                ...erros,
                nova: 'Nova fonte: informe o nome (ao menos 2 letras).',
              });
            setErros({ ...erros, nova: undefined });
            criar.mutate(nova.trim());
          }}
        >
          Criar fonte
        </Button>
      </Group>
      <Radio.Group
        label="Tipo de arquivo"
        value={tipo}
        onChange={(v) => setTipo(v as TipoSincronizacao)}
      >
        <Group mt="xs">
          {TIPOS_SINCRONIZACAO.map((t) => (
            <Radio key={t} value={t} label={ROTULOS_TIPO_SINCRONIZACAO[t]} />
          ))}
        </Group>
      </Radio.Group>
      <FileInput
        label="Arquivo (CSV ou XLSX)"
        placeholder="Escolha o arquivo exportado"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        value={arquivo}
        onChange={(f) => {
          setArquivo(f);
          setErros({ ...erros, arquivo: undefined });
        }}
        error={erros.arquivo ?? erro}
        clearable
      />
      <Group justify="flex-end">
        <Button onClick={enviar} loading={isEnviando}>
          Enviar arquivo
        </Button>
      </Group>
    </Stack>
  );
};
