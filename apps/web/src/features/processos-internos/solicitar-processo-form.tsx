import type { CampoProcesso, SolicitacaoProcesso, TipoProcesso } from '@jornada/contracts';
import { Button, FileInput, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DatePickerPtBr } from '../../components/ui/date-picker-pt-br.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { solicitar } from './processos.api.ts';
import { processoKeys } from './processos.queries.ts';

const LIMITE_BYTES = 5 * 1024 * 1024;

export type SolicitarProcessoFormProps = {
  tipos: TipoProcesso[];
  /** Correção de um pedido devolvido: o tipo e as respostas vêm dele. */
  correcao?: SolicitacaoProcesso | undefined;
  onEnviado: (s: SolicitacaoProcesso) => void;
  onCancelar: () => void;
};

/** Confere o que a API também confere, com a mensagem no campo. */
const validar = (
  campos: CampoProcesso[],
  respostas: Record<string, string>,
  arquivos: Record<string, File>,
  correcao: SolicitacaoProcesso | undefined,
) => {
  const erros: Record<string, string> = {};
  for (const c of campos) {
    const v = (respostas[c.chave] ?? '').trim();
    if (c.tipo === 'Arquivo') {
      const a = arquivos[c.chave];
      const jaEnviado = correcao?.anexos.some((x) => x.campo === c.chave) ?? false;
      if (!a && c.obrigatorio && !jaEnviado) erros[c.chave] = `${c.rotulo}: anexe o arquivo.`;
      else if (a && a.size > LIMITE_BYTES)
        erros[c.chave] = `${c.rotulo}: o arquivo passa do limite de 5 MB.`;
    } else if (v === '' && c.obrigatorio) erros[c.chave] = `${c.rotulo}: campo obrigatório.`;
    else if (v !== '' && c.tipo === 'Numero' && !/^-?\d{1,12}([.,]\d{1,4})?$/.test(v))
      erros[c.chave] = `${c.rotulo}: informe um número.`;
  }
  return erros;
};

type CampoProps = {
  c: CampoProcesso;
  valor: string;
  erro: string | undefined;
  onValor: (v: string) => void;
  onArquivo: (f: File | null) => void;
  arquivo: File | null;
};

const Campo = ({ c, valor, erro, onValor, onArquivo, arquivo }: CampoProps) => {
  const comum = { label: c.rotulo, withAsterisk: c.obrigatorio, error: erro };
  if (c.tipo === 'Arquivo')
    return (
      <FileInput
        {...comum}
        value={arquivo}
        onChange={onArquivo}
        accept="application/pdf,image/png,image/jpeg"
        description="PDF, JPG ou PNG de até 5 MB"
        clearable
      />
    );
  if (c.tipo === 'Selecao')
    return (
      <Select {...comum} data={c.opcoes} value={valor || null} onChange={(v) => onValor(v ?? '')} />
    );
  if (c.tipo === 'Data')
    return (
      <DatePickerPtBr
        label={c.rotulo}
        value={valor || null}
        onChange={(v) => onValor(v ?? '')}
        error={erro}
        isRequired={c.obrigatorio}
      />
    );
  return (
    <TextInput
      {...comum}
      value={valor}
      inputMode={c.tipo === 'Numero' ? 'decimal' : undefined}
      onChange={(e) => onValor(e.currentTarget.value)}
    />
  );
};

/** Novo pedido (ou correção de um devolvido): o tipo, os campos dele e os arquivos. */
export const SolicitarProcessoForm = ({
  tipos,
  correcao,
  onEnviado,
  onCancelar,
}: SolicitarProcessoFormProps) => {
  const qc = useQueryClient();
  const [tipoId, setTipoId] = useState<string | null>(correcao ? String(correcao.tipoId) : null);
  const [respostas, setRespostas] = useState<Record<string, string>>(correcao?.respostas ?? {});
  const [arquivos, setArquivos] = useState<Record<string, File>>({});
  const [comentario, setComentario] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const tipo = tipos.find((t) => String(t.id) === tipoId);
  const campos = correcao?.campos ?? tipo?.campos ?? [];
  const envio = useMutation({
    mutationFn: solicitar,
    onSuccess: (s) => {
      toast.sucesso(correcao ? 'Processo reenviado para análise.' : 'Processo solicitado.');
      void qc.invalidateQueries({ queryKey: processoKeys.todas });
      onEnviado(s);
    },
    onError: (erro) => {
      if (isErroApi(erro) && erro.campo) setErros({ [erro.campo]: erro.mensagem });
      toast.erro(isErroApi(erro) ? erro.mensagem : 'Não foi possível enviar o pedido.');
    },
  });
  const enviar = () => {
    if (!tipoId) {
      setErros({ tipoId: 'Processo: escolha o tipo de processo.' });
      return;
    }
    const e = validar(campos, respostas, arquivos, correcao);
    setErros(e);
    if (Object.keys(e).length > 0) return;
    const texto = Object.fromEntries(
      campos
        .filter((c) => c.tipo !== 'Arquivo' && (respostas[c.chave] ?? '').trim() !== '')
        .map((c) => [c.chave, (respostas[c.chave] ?? '').trim()]),
    );
    envio.mutate({
      tipoId: Number(tipoId),
      processoId: correcao?.id,
      respostas: texto,
      arquivos,
      comentario: comentario.trim() || undefined,
    });
  };
  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(ev) => {
        ev.preventDefault();
        enviar();
      }}
    >
      <Select
        label="Processo"
        withAsterisk
        data={tipos.map((t) => ({ value: String(t.id), label: t.nome }))}
        value={tipoId}
        onChange={(v) => {
          setTipoId(v);
          setErros({});
        }}
        disabled={correcao !== undefined}
        error={erros.tipoId}
      />
      {tipo?.descricao ? (
        <Text size="sm" c="dimmed">
          {tipo.descricao}
        </Text>
      ) : null}
      {campos.map((c) => (
        <Campo
          key={c.chave}
          c={c}
          valor={respostas[c.chave] ?? ''}
          erro={erros[c.chave]}
          onValor={(v) => setRespostas((r) => ({ ...r, [c.chave]: v }))}
          arquivo={arquivos[c.chave] ?? null}
          onArquivo={(f) =>
            setArquivos((a) => {
              const { [c.chave]: _, ...resto } = a;
              return f ? { ...resto, [c.chave]: f } : resto;
            })
          }
        />
      ))}
      <Textarea
        label="Comentário"
        value={comentario}
        onChange={(e) => setComentario(e.currentTarget.value)}
        maxLength={1000}
        minRows={2}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancelar}>
          Voltar
        </Button>
        <Button type="submit" loading={envio.isPending}>
          {correcao ? 'Reenviar' : 'Enviar pedido'}
        </Button>
      </Group>
    </Stack>
  );
};
