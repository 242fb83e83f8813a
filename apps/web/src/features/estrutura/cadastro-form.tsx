import type { CadastroItem } from '@jornada/contracts';
import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { MESES } from '../../lib/competencia.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import type { DadosCadastro } from './estrutura.api.ts';
import { useGravarCadastro } from './estrutura.queries.ts';
import { type ConfigCadastro, formatarCbo } from './estrutura-config.ts';

export type CadastroFormProps = {
  config: ConfigCadastro;
  /** `null`: inclusão. */
  item: CadastroItem | null;
  onFechar: () => void;
};

type Erros = Partial<Record<'nome' | 'codigo' | 'cbo' | 'observacoes', string>>;

const CBO = /^\d{4}-?\d{2}$/;

const validar = (c: ConfigCadastro, v: Required<DadosCadastro>): Erros => {
  const erros: Erros = {};
  if (!v.nome.trim()) erros.nome = `Nome: informe o nome do ${c.singular}.`;
  else if (v.nome.trim().length > 120) erros.nome = 'Nome: no máximo 120 caracteres.';
  if ((v.codigo ?? '').trim().length > 30) erros.codigo = 'Código: no máximo 30 caracteres.';
  if (c.campos.cbo && v.cbo?.trim() && !CBO.test(v.cbo.trim()))
    erros.cbo = 'CBO: use os 6 dígitos da ocupação (ex.: 4110-05).';
  if ((v.observacoes ?? '').length > 2000)
    erros.observacoes = 'Observações: no máximo 2000 caracteres.';
  return erros;
};

/** Os campos que este cadastro envia (o cargo manda a CBO; o sindicato, a convenção). */
const corpo = (c: ConfigCadastro, v: Required<DadosCadastro>): DadosCadastro => {
  if (c.campos.cbo) return { nome: v.nome.trim(), cbo: v.cbo?.trim() || null };
  const base = { nome: v.nome.trim(), codigo: v.codigo?.trim() || null };
  if (!c.campos.convencao) return base;
  return { ...base, dataBaseMes: v.dataBaseMes, observacoes: v.observacoes?.trim() || null };
};

/** Inclusão ou alteração de um cadastro, num modal; o servidor recusou, o erro fica no campo. */
export const CadastroForm = ({ config: c, item, onFechar }: CadastroFormProps) => {
  const { salvar } = useGravarCadastro(c.tipo);
  const [v, setV] = useState<Required<DadosCadastro>>({
    nome: item?.nome ?? '',
    codigo: item?.codigo ?? '',
    cbo: item?.cbo ? formatarCbo(item.cbo) : '',
    dataBaseMes: item?.dataBaseMes ?? null,
    observacoes: item?.observacoes ?? '',
  });
  const [erros, setErros] = useState<Erros>({});
  const [falha, setFalha] = useState<string | null>(null);
  const titulo = item ? `Alterar ${c.singular}` : `Novo ${c.singular}`;
  const mudar = (campo: keyof DadosCadastro, valor: string | number | null) =>
    setV((atual) => ({ ...atual, [campo]: valor }));

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    setFalha(null);
    const achados = validar(c, v);
    setErros(achados);
    if (Object.keys(achados).length > 0) return;
    salvar.mutate(
      { id: item?.id ?? null, dados: corpo(c, v) },
      {
        onSuccess: (salvo) => {
          toast.sucesso(item ? `${salvo.nome}: alterações salvas.` : `${salvo.nome}: cadastrado.`);
          onFechar();
        },
        onError: (erro) => {
          const campo = erro instanceof ErroApi ? erro.campo : null;
          const mensagem =
            erro instanceof ErroApi ? erro.mensagem : 'Não foi possível salvar. Tente novamente.';
          if (campo === 'nome' || campo === 'codigo' || campo === 'cbo' || campo === 'observacoes')
            setErros({ [campo]: mensagem });
          else setFalha(mensagem);
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onFechar}
      title={titulo}
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <form aria-label={titulo} onSubmit={enviar} noValidate>
        <Stack gap="sm">
          {falha ? (
            <Alert color="red" role="alert">
              {falha}
            </Alert>
          ) : null}
          <TextInput
            label="Nome"
            value={v.nome}
            onChange={(e) => mudar('nome', e.currentTarget.value)}
            error={erros.nome}
            maxLength={120}
            required
            data-autofocus
          />
          {c.campos.codigo ? (
            <TextInput
              label="Código"
              description="Opcional: o código usado na folha ou na contabilidade."
              value={v.codigo ?? ''}
              onChange={(e) => mudar('codigo', e.currentTarget.value)}
              error={erros.codigo}
              maxLength={30}
            />
          ) : null}
          {c.campos.cbo ? (
            <TextInput
              label="CBO"
              description="Classificação Brasileira de Ocupações: 6 dígitos (ex.: 4110-05)."
              value={v.cbo ?? ''}
              onChange={(e) => mudar('cbo', e.currentTarget.value)}
              error={erros.cbo}
              maxLength={7}
              inputMode="numeric"
            />
          ) : null}
          {c.campos.convencao ? (
            <>
              <Select
                label="Data-base"
                description="Mês em que a convenção coletiva reajusta a categoria."
                placeholder="Sem data-base"
                data={MESES.map((m, i) => ({ value: String(i + 1), label: m }))}
                value={v.dataBaseMes ? String(v.dataBaseMes) : null}
                onChange={(m) => mudar('dataBaseMes', m ? Number(m) : null)}
                clearable
              />
              <Textarea
                label="Observações"
                value={v.observacoes ?? ''}
                onChange={(e) => mudar('observacoes', e.currentTarget.value)}
                error={erros.observacoes}
                autosize
                minRows={3}
                maxLength={2000}
              />
            </>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onFechar} disabled={salvar.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={salvar.isPending}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
