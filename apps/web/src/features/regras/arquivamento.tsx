import { Badge, Button, Group, Switch, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { mensagemDe } from './regras-comum.tsx';

/** Selo cinza das regras arquivadas (só aparecem com "Mostrar arquivadas"). */
export const BadgeArquivada = () => (
  <Badge color="gray" variant="light" size="sm">
    Arquivada
  </Badge>
);

/**
 * Célula de nome das listas de regras: o nome (apagado se arquivada), o selo "Arquivada", outros
 * selos (`children`) e a descrição abaixo.
 */
export const NomeDaRegra = ({
  nome,
  ativo,
  descricao,
  children,
}: {
  nome: string;
  ativo: boolean;
  descricao?: string | null;
  children?: ReactNode;
}) => (
  <>
    <Group gap="xs">
      <Text size="sm" fw={600} c={ativo ? undefined : 'dimmed'}>
        {nome}
      </Text>
      {ativo ? null : <BadgeArquivada />}
      {children}
    </Group>
    {descricao ? (
      <Text size="xs" c="dimmed">
        {descricao}
      </Text>
    ) : null}
  </>
);

/** Célula "Versão atual": 'v3, a partir de 01/10/2026'. */
export const VersaoAtual = ({
  versao,
  vigenciaInicio,
}: {
  versao: number;
  vigenciaInicio: string;
}) => (
  <>
    v{versao}, a partir de {formatarData(vigenciaInicio)}
  </>
);

/** Interruptor "Mostrar arquivadas" das listas de regras. */
export const MostrarArquivadas = ({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
}) => (
  <Switch
    label="Mostrar arquivadas"
    checked={checked}
    onChange={(e) => onChange(e.currentTarget.checked)}
  />
);

export type BotaoArquivarProps = {
  /** Ex.: "a regra de ponto" (entra nas mensagens). */
  oQue: string;
  nome: string;
  ativo: boolean;
  /** Chama o PUT …/status; rejeita com o erro do servidor (409 explica por que não pode). */
  alterar: (ativo: boolean) => Promise<unknown>;
};

/**
 * "Arquivar" (ou "Reativar", se arquivada) com confirmação. Arquivar não apaga nada: o histórico
 * e os meses já calculados ficam iguais; a regra só sai das listas e das escolhas novas.
 */
export const BotaoArquivar = ({ oQue, nome, ativo, alterar }: BotaoArquivarProps) => {
  const [aberto, setAberto] = useState(false);
  const [salvando, setSalvando] = useState(false);
  const acao = ativo ? 'Arquivar' : 'Reativar';
  const confirmar = async () => {
    setSalvando(true);
    try {
      await alterar(!ativo);
      toast.sucesso(ativo ? `"${nome}" arquivada.` : `"${nome}" reativada.`);
    } catch (e) {
      toast.erro(mensagemDe(e, `Não foi possível ${acao.toLowerCase()} ${oQue}.`), {
        title: ativo ? 'Não foi possível arquivar' : 'Não foi possível reativar',
      });
    } finally {
      setSalvando(false);
      setAberto(false);
    }
  };
  return (
    <>
      <Button
        size="xs"
        variant={ativo ? 'subtle' : 'light'}
        color={ativo ? 'gray' : 'blue'}
        aria-label={`${acao} ${nome}`}
        onClick={() => setAberto(true)}
      >
        {acao}
      </Button>
      <ConfirmModal
        isOpen={aberto}
        title={ativo ? `Arquivar ${oQue}` : `Reativar ${oQue}`}
        message={
          ativo
            ? `Arquivar "${nome}"? Ela sai das listas e não pode ser escolhida em novas configurações; o histórico e os meses já calculados não mudam.`
            : `Reativar "${nome}"? Ela volta às listas e pode ser escolhida de novo.`
        }
        acceptLabel={acao}
        isLoading={salvando}
        onAccept={confirmar}
        onDeny={() => setAberto(false)}
      />
    </>
  );
};
