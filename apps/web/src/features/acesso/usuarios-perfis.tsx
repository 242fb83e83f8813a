import type { PerfilAcesso } from '@jornada/contracts';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import type { PessoaFiltro } from './perfis.api.ts';
import { MINIMO_BUSCA, perfisQueries, useDefinirPerfisDoUsuario } from './perfis.queries.ts';
import { calcularMudancas, ResumoMudancas } from './resumo-mudancas.tsx';

const mensagemDe = (erro: unknown, padrao: string) => (isErroApi(erro) ? erro.mensagem : padrao);

type PerfisDaPessoaProps = { pessoa: PessoaFiltro; perfis: PerfilAcesso[] };

/** Os perfis de uma pessoa: marca e desmarca, confirma vendo o que entra e o que sai. */
const PerfisDaPessoa = ({ pessoa, perfis }: PerfisDaPessoaProps) => {
  const atuais = useQuery(perfisQueries.doUsuario(pessoa.id));
  const [marcados, setMarcados] = useState<Set<string> | null>(null);
  const [isConfirmando, setConfirmando] = useState(false);
  const definir = useDefinirPerfisDoUsuario();

  if (atuais.isPending) return <LoadingState label="Carregando os perfis da pessoa…" />;
  if (atuais.isError) {
    return (
      <ErrorState
        error={atuais.error}
        fallback="Não foi possível carregar os perfis da pessoa."
        title={null}
      />
    );
  }
  const originais = atuais.data.perfilIds.map(String);
  const selecao = marcados ?? new Set(originais);
  const mudancas = calcularMudancas(originais, selecao);
  const nomeDe = (id: string) => perfis.find((p) => String(p.id) === id)?.nome ?? `Perfil ${id}`;
  const handleConfirmar = () =>
    definir.mutate(
      { usuarioId: pessoa.id, perfilIds: [...selecao].map(Number) },
      {
        onSuccess: () => {
          toast.sucesso(`Perfis de ${pessoa.nome} atualizados.`);
          setMarcados(null);
          setConfirmando(false);
        },
        onError: () => setConfirmando(false),
      },
    );

  return (
    <Stack>
      {definir.isError ? (
        <Alert color="red" role="alert">
          {mensagemDe(definir.error, 'Não foi possível salvar os perfis.')}
        </Alert>
      ) : null}
      <Checkbox.Group
        label={`Perfis de ${pessoa.nome}`}
        value={[...selecao]}
        onChange={(ids) => setMarcados(new Set(ids))}
      >
        <Stack gap="xs" mt="xs">
          {perfis.map((perfil) => (
            <Checkbox key={perfil.id} value={String(perfil.id)} label={perfil.nome} />
          ))}
        </Stack>
      </Checkbox.Group>
      {selecao.size === 0 ? (
        <Text size="sm" c="orange.8">
          Sem perfis, a pessoa entra no Jornada sem nenhum menu.
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" disabled={!marcados} onClick={() => setMarcados(null)}>
          Desfazer
        </Button>
        <Button
          disabled={!mudancas.adicionadas.length && !mudancas.removidas.length}
          onClick={() => setConfirmando(true)}
        >
          Salvar perfis
        </Button>
      </Group>
      <ConfirmModal
        isOpen={isConfirmando}
        title="Confirmar perfis"
        acceptLabel="Salvar"
        isLoading={definir.isPending}
        onAccept={handleConfirmar}
        onDeny={() => setConfirmando(false)}
        message={
          <Stack gap="xs">
            <Text size="sm">
              Os perfis de {pessoa.nome} mudam; vale a partir do próximo acesso da pessoa.
            </Text>
            <ResumoMudancas mudancas={mudancas} nomeDe={nomeDe} />
          </Stack>
        }
      />
    </Stack>
  );
};

/** Busca de pessoas (a partir de 3 caracteres, spec §9) e atribuição de perfis. */
export const UsuariosPerfis = ({ perfis }: { perfis: PerfilAcesso[] }) => {
  const [busca, setBusca] = useState('');
  const [buscaAtrasada] = useDebouncedValue(busca.trim(), 300);
  const [pessoa, setPessoa] = useState<PessoaFiltro | null>(null);
  const pessoas = useQuery(perfisQueries.pessoas(buscaAtrasada));
  const isBuscaCurta = buscaAtrasada.length < MINIMO_BUSCA;

  return (
    <Stack>
      <TextInput
        label="Buscar pessoa"
        description={`Nome, e-mail ou matrícula (pelo menos ${MINIMO_BUSCA} caracteres)`}
        value={busca}
        onChange={(e) => {
          setBusca(e.currentTarget.value);
          setPessoa(null);
        }}
      />
      {isBuscaCurta ? null : (
        <ListaComEstados
          query={pessoas}
          items={pessoas.data}
          loadingLabel="Buscando pessoas…"
          errorState={{ fallback: 'Não foi possível buscar as pessoas.', title: null }}
          emptyState={{
            title: 'Nenhuma pessoa encontrada',
            description: 'Revise o texto da busca.',
          }}
        >
          {(encontradas) => (
            <Stack gap={4} role="list" aria-label="Pessoas encontradas">
              {encontradas.slice(0, 50).map((p) => (
                <Paper key={p.id} withBorder p={6} role="listitem">
                  <Group justify="space-between" wrap="nowrap">
                    <div>
                      <Text size="sm" fw={600}>
                        {p.nome}
                      </Text>
                      {p.detalhe ? (
                        <Text size="xs" c="dimmed">
                          {p.detalhe}
                        </Text>
                      ) : null}
                    </div>
                    <Button
                      size="compact-sm"
                      variant={pessoa?.id === p.id ? 'filled' : 'light'}
                      aria-pressed={pessoa?.id === p.id}
                      onClick={() => setPessoa(p)}
                      aria-label={`Ver perfis de ${p.nome}`}
                    >
                      Perfis
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </ListaComEstados>
      )}
      {pessoa ? <PerfisDaPessoa key={pessoa.id} pessoa={pessoa} perfis={perfis} /> : null}
    </Stack>
  );
};
