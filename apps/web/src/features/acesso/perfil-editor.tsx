import type { PerfilAcesso } from '@jornada/contracts';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { toast } from '../../components/ui/toast.ts';
import { isErroApi } from '../../lib/http/erro-api.ts';
import { ArvoreRecursos, nomesDoCatalogo } from './arvore-recursos.tsx';
import type { CatalogoRecursos } from './perfis.api.ts';
import { useSalvarPerfil } from './perfis.queries.ts';
import { calcularMudancas, ResumoMudancas } from './resumo-mudancas.tsx';

export type PerfilEditorProps = {
  /** null: novo perfil. */
  perfil: PerfilAcesso | null;
  catalogo: CatalogoRecursos;
  onClose: () => void;
};

const validarNome = (nome: string) =>
  nome.trim().length >= 2 ? null : 'Nome: informe pelo menos 2 caracteres';

/**
 * Criação e edição de um perfil no painel lateral: nome e permissões (a árvore do catálogo). Antes
 * de salvar, a confirmação mostra o que entra e o que sai — e quantas pessoas são afetadas.
 */
export const PerfilEditor = ({ perfil, catalogo, onClose }: PerfilEditorProps) => {
  const [nome, setNome] = useState(perfil?.nome ?? '');
  const [selecionadas, setSelecionadas] = useState<Set<string>>(new Set(perfil?.rotas ?? []));
  const [erros, setErros] = useState<{ nome?: string | null; rotas?: string | null }>({});
  const [isConfirmando, setConfirmando] = useState(false);
  const salvar = useSalvarPerfil();
  const nomes = nomesDoCatalogo(catalogo);
  const mudancas = calcularMudancas(perfil?.rotas ?? [], selecionadas);

  const handleSalvar = () => {
    const novos = {
      nome: validarNome(nome),
      rotas: selecionadas.size ? null : 'Permissões: marque pelo menos uma permissão',
    };
    setErros(novos);
    if (!novos.nome && !novos.rotas) setConfirmando(true);
  };

  const handleConfirmar = () =>
    salvar.mutate(
      { id: perfil?.id ?? null, nome: nome.trim(), rotas: [...selecionadas].sort() },
      {
        onSuccess: () => {
          toast.sucesso(perfil ? 'Perfil alterado.' : 'Perfil criado.');
          setConfirmando(false);
          onClose();
        },
        onError: () => setConfirmando(false),
      },
    );

  const erroServidor = salvar.error;
  return (
    <SidePanel
      isOpen
      title={perfil ? `Editar perfil ${perfil.nome}` : 'Novo perfil'}
      onClose={onClose}
    >
      <Stack>
        {erroServidor ? (
          <Alert color="red" role="alert">
            {isErroApi(erroServidor) ? erroServidor.mensagem : 'Não foi possível salvar o perfil.'}
          </Alert>
        ) : null}
        <TextInput
          label="Nome do perfil"
          required
          value={nome}
          error={erros.nome}
          onChange={(e) => setNome(e.currentTarget.value)}
          maxLength={100}
        />
        <Text size="sm" fw={600}>
          Permissões ({selecionadas.size})
        </Text>
        {erros.rotas ? (
          <Text size="sm" c="red.8" role="alert">
            {erros.rotas}
          </Text>
        ) : null}
        <ArvoreRecursos
          catalogo={catalogo}
          selecionadas={selecionadas}
          onChange={setSelecionadas}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={handleSalvar} loading={salvar.isPending}>
            Salvar perfil
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        isOpen={isConfirmando}
        title={perfil ? 'Confirmar alteração do perfil' : 'Confirmar novo perfil'}
        acceptLabel="Salvar"
        isLoading={salvar.isPending}
        onAccept={handleConfirmar}
        onDeny={() => setConfirmando(false)}
        message={
          <Stack gap="xs">
            <Text size="sm">
              {perfil
                ? `O perfil ${perfil.nome} é usado por ${perfil.quantidadeUsuarios} pessoa(s); as mudanças valem a partir do próximo acesso delas.`
                : `O perfil ${nome.trim()} será criado com ${selecionadas.size} permissão(ões).`}
            </Text>
            <ResumoMudancas mudancas={mudancas} nomeDe={(r) => nomes.get(r) ?? r} />
          </Stack>
        }
      />
    </SidePanel>
  );
};
