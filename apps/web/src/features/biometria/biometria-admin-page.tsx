import type { SituacaoBiometria } from '@jornada/contracts';
import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { ListaComEstados } from '../../components/ui/lista-com-estados.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatarData } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';
import { excluirBiometria } from './biometria.api.ts';
import { biometriaKeys, biometriaQueries } from './biometria.queries.ts';
import { CadastroFacialModal } from './cadastro-facial-modal.tsx';
import { TesteVerificacaoModal } from './teste-verificacao-modal.tsx';

type Acao = { tipo: 'cadastrar' | 'testar' | 'excluir'; pessoa: SituacaoBiometria } | null;

const semAcento = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * #/dashboard/admin/biometria: o RH cadastra o rosto de cada pessoa (com o consentimento dela),
 * testa a verificação e exclui o cadastro. A foto nunca é enviada: só os descritores.
 */
export const BiometriaAdminPage = () => {
  const qc = useQueryClient();
  const pessoas = useQuery(biometriaQueries.pessoas());
  const [busca, setBusca] = useState('');
  const [acao, setAcao] = useState<Acao>(null);
  const exclusao = useMutation({
    mutationFn: excluirBiometria,
    onSuccess: async (s) => {
      await qc.invalidateQueries({ queryKey: biometriaKeys.todos });
      toast.sucesso(`Biometria facial de ${s.nome} excluída.`);
      setAcao(null);
    },
    onError: (e) =>
      toast.erro(e instanceof ErroApi ? e.mensagem : 'Não foi possível excluir a biometria.'),
  });
  const filtro = semAcento(busca.trim());
  const itens = pessoas.data?.filter(
    (p) => !filtro || semAcento(p.nome).includes(filtro) || (p.matricula ?? '').includes(filtro),
  );
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Biometria facial
      </Title>
      <Text c="dimmed" size="sm">
        Cadastre o rosto de quem marca o ponto no quiosque. O cadastro exige o consentimento
        explícito da pessoa; a foto não é guardada, só um modelo numérico cifrado.
      </Text>
      <TextInput
        label="Buscar colaborador"
        placeholder="Nome ou matrícula"
        value={busca}
        onChange={(e) => setBusca(e.currentTarget.value)}
        maw={360}
      />
      <ListaComEstados
        query={pessoas}
        items={itens}
        loadingLabel="Carregando colaboradores…"
        errorState={{
          fallback: 'Não foi possível carregar os colaboradores.',
          onRetry: () => void pessoas.refetch(),
        }}
        emptyState={{ title: busca ? 'Nenhum colaborador encontrado' : 'Nenhum colaborador ativo' }}
      >
        {(lista) => (
          <Table striped highlightOnHover aria-label="Colaboradores e biometria facial">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Colaborador</Table.Th>
                <Table.Th>Matrícula</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lista.map((p) => (
                <Table.Tr key={p.usuarioId}>
                  <Table.Td>{p.nome}</Table.Td>
                  <Table.Td>{p.matricula ?? '—'}</Table.Td>
                  <Table.Td>
                    {p.cadastrado ? (
                      <Badge color="green" variant="light">
                        Cadastrada em {formatarData(p.cadastradoEm)}
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light">
                        Não cadastrada
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        aria-label={`Cadastrar rosto de ${p.nome}`}
                        onClick={() => setAcao({ tipo: 'cadastrar', pessoa: p })}
                      >
                        {p.cadastrado ? 'Recadastrar' : 'Cadastrar rosto'}
                      </Button>
                      {p.cadastrado ? (
                        <>
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={`Testar verificação de ${p.nome}`}
                            onClick={() => setAcao({ tipo: 'testar', pessoa: p })}
                          >
                            Testar verificação
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            aria-label={`Excluir biometria de ${p.nome}`}
                            onClick={() => setAcao({ tipo: 'excluir', pessoa: p })}
                          >
                            Excluir
                          </Button>
                        </>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ListaComEstados>
      {acao?.tipo === 'cadastrar' ? (
        <CadastroFacialModal pessoa={acao.pessoa} onFechar={() => setAcao(null)} />
      ) : null}
      {acao?.tipo === 'testar' ? (
        <TesteVerificacaoModal pessoa={acao.pessoa} onFechar={() => setAcao(null)} />
      ) : null}
      <ConfirmModal
        isOpen={acao?.tipo === 'excluir'}
        title="Excluir biometria facial"
        message={`O modelo facial de ${acao?.pessoa.nome ?? ''} será apagado e o consentimento encerrado. Para voltar a marcar pelo rosto, será preciso um novo cadastro.`}
        acceptLabel="Excluir"
        isLoading={exclusao.isPending}
        onAccept={() => acao && exclusao.mutate(acao.pessoa.usuarioId)}
        onDeny={() => setAcao(null)}
      />
    </Stack>
  );
};
