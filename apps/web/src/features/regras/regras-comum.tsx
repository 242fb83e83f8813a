import { Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dayjs } from '../../lib/dayjs.ts';
import { formatarData } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { alocacaoQueries } from './regra-ponto.queries.ts';

export const mensagemDe = (erro: unknown, padrao: string) =>
  erro instanceof ErroApi ? erro.mensagem : padrao;

/** "15/01/2026 09:30". */
export const dataHora = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

/** Período de vigência legível: "01/01/2026 a 31/01/2026" ou "a partir de 01/01/2026". */
export const periodoBr = (inicio: string, fim: string | null) =>
  fim ? `${formatarData(inicio)} a ${formatarData(fim)}` : `a partir de ${formatarData(inicio)}`;

/**
 * Nome de quem gravou, pelo cadastro de pessoas (os ativos da empresa). Quem não está nele foi
 * desativado; o número interno do usuário nunca aparece na tela.
 */
export const useNomeDoAutor = () => {
  const pessoas = useQuery({ ...alocacaoQueries.pessoas(), retry: false });
  return (id: number | null) => {
    if (id === null) return 'sistema';
    const nome = pessoas.data?.find((p) => p.id === id)?.nome;
    if (nome) return nome;
    return pessoas.isPending ? '…' : 'usuário desativado';
  };
};

export type CamposNomeDescricaoProps = {
  nome: string;
  descricao: string;
  erroNome?: string | undefined;
  onNome: (valor: string) => void;
  onDescricao: (valor: string) => void;
};

/** Nome (obrigatório, até 100) e descrição (até 500) de toda regra e forma de apuração. */
export const CamposNomeDescricao = ({
  nome,
  descricao,
  erroNome,
  onNome,
  onDescricao,
}: CamposNomeDescricaoProps) => (
  <>
    <TextInput
      label="Nome"
      value={nome}
      onChange={(e) => onNome(e.currentTarget.value)}
      error={erroNome}
      required
      maxLength={100}
    />
    <Textarea
      label="Descrição"
      value={descricao}
      onChange={(e) => onDescricao(e.currentTarget.value)}
      maxLength={500}
      rows={2}
    />
  </>
);
