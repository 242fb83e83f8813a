import { Alert, Button, Modal, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Pagina } from '../escala.tipos.ts';
import type { Gravado } from '../escala-regras.api.ts';
import { useGravarRegra } from '../escala-regras.queries.ts';
import { BotaoStatus } from './botao-status.tsx';
import { type Coluna, type FiltroTabela, TabelaRegras } from './tabela-regras.tsx';
import { useGravacao } from './use-gravacao.ts';

export type Arquivamento<T> = {
  /** Como a confirmação nomeia o registro ('a gestão Lojas'). */
  nome: (item: T) => string;
  alterar: (pedido: { id: number; ativo: boolean }) => Promise<Gravado<unknown>>;
  /** Aviso de sucesso quando o servidor não manda mensagem. */
  sucesso: string;
};

type Gravar = ReturnType<typeof useGravacao>['gravar'];

/** Arquivar/reativar uma linha; a falha vai para o aviso do cadastro (`gravar`). */
export const ArquivarRegra = <T extends { id: number; ativo: boolean }>({
  item,
  arquivamento,
  gravar,
}: {
  item: T;
  arquivamento: Arquivamento<T>;
  gravar: Gravar;
}) => {
  const status = useGravarRegra(arquivamento.alterar);
  return (
    <BotaoStatus
      nome={arquivamento.nome(item)}
      isAtivo={item.ativo}
      isDesabilitado={status.isPending}
      onConfirmar={(ativo) =>
        void gravar(() => status.mutateAsync({ id: item.id, ativo }), arquivamento.sucesso)
      }
    />
  );
};

export type CadastroRegrasProps<T extends { id: number; ativo: boolean }> = {
  /** Nome da lista, no plural e em minúsculas ('gestões'). */
  nome: string;
  consulta: UseQueryResult<Pagina<T>>;
  filtro: FiltroTabela;
  onFiltro: (f: FiltroTabela) => void;
  colunas: Coluna<T>[];
  /** Rótulo do botão de criação, que também titula o modal ('Nova gestão'). */
  rotuloNovo: string;
  /** Título do modal de criação, se diferente do botão ('Nova condição de trabalho'). */
  tituloNovo?: string;
  /** Título do modal de edição ('Editar gestão'). */
  tituloEditar: string;
  /** Nome acessível do botão Editar da linha ('Editar Lojas'). */
  rotuloEditar: (item: T) => string;
  /** O formulário do modal: `registro` nulo = criação. */
  formulario: (registro: T | null, onFechar: () => void) => ReactNode;
  /** Arquivar/reativar (sem isto, a lista não tem arquivados). */
  arquivamento?: Arquivamento<T>;
  /** Botões a mais na linha, entre Editar e Arquivar. */
  acoesExtras?: (item: T) => ReactNode;
  /** Filtros próprios acima da tabela. */
  filtros?: ReactNode;
  /** Modal largo (ex.: o editor de escalas); padrão: centralizado no tamanho normal. */
  tamanhoModal?: string;
};

/**
 * Cadastro das regras de escala (turnos, condições, gestões, escalas, alocações): a lista
 * paginada com Editar e Arquivar/Reativar (com confirmação), o aviso de falha da gravação e o
 * modal de criação e edição com o formulário de cada regra.
 */
export const CadastroRegras = <T extends { id: number; ativo: boolean }>({
  nome,
  consulta,
  filtro,
  onFiltro,
  colunas,
  rotuloNovo,
  tituloNovo = rotuloNovo,
  tituloEditar,
  rotuloEditar,
  formulario,
  arquivamento,
  acoesExtras,
  filtros,
  tamanhoModal,
}: CadastroRegrasProps<T>) => {
  const [editando, setEditando] = useState<T | null | 'novo'>(null);
  const { erro, gravar, limparErro } = useGravacao();
  const fechar = () => setEditando(null);
  return (
    <Stack gap="sm">
      {erro ? (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel="Fechar aviso"
          onClose={limparErro}
        >
          {erro}
        </Alert>
      ) : null}
      {filtros}
      <TabelaRegras
        nome={nome}
        consulta={consulta}
        filtro={filtro}
        onFiltro={onFiltro}
        hasArquivados={arquivamento !== undefined}
        novo={<Button onClick={() => setEditando('novo')}>{rotuloNovo}</Button>}
        colunas={colunas}
        acoes={(item) => (
          <>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => setEditando(item)}
              aria-label={rotuloEditar(item)}
            >
              Editar
            </Button>
            {acoesExtras?.(item)}
            {arquivamento ? (
              <ArquivarRegra item={item} arquivamento={arquivamento} gravar={gravar} />
            ) : null}
          </>
        )}
      />
      <Modal
        opened={editando !== null}
        onClose={fechar}
        title={editando === 'novo' ? tituloNovo : tituloEditar}
        centered={tamanhoModal === undefined}
        size={tamanhoModal}
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {editando !== null ? formulario(editando === 'novo' ? null : editando, fechar) : null}
      </Modal>
    </Stack>
  );
};
