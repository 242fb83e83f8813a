import { Alert, Checkbox, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { CampoSegredo } from './campo-segredo.tsx';
import { aplicarErroDoServidor } from './erro-de-campo.ts';
import { BotoesConfig, SecaoConfig } from './secao-config.tsx';
import type { LdapConfig, LdapConfigBody } from './seguranca.api.ts';
import { segurancaQueries, useSalvarLdap } from './seguranca.queries.ts';

/** Padrões do contrato (ldapConfigBodySchema) para um diretório ainda não configurado. */
const FILTRO_PADRAO = '(|(uid={{usuario}})(sAMAccountName={{usuario}})(mail={{usuario}}))';
const ATRIBUTO_EMAIL_PADRAO = 'mail';
const URL_LDAP = /^ldaps?:\/\/[^/\s]+\/?$/;

type ValoresLdap = Omit<LdapConfig, 'temBindSenha'> & { bindSenha: string };
const CAMPOS = ['url', 'bindDn', 'bindSenha', 'baseBusca', 'filtro', 'atributoEmail'] as const;

const valoresDe = (c: LdapConfig): ValoresLdap => ({
  url: c.url,
  startTls: c.startTls,
  bindDn: c.bindDn,
  bindSenha: '',
  baseBusca: c.baseBusca,
  filtro: c.filtro || FILTRO_PADRAO,
  atributoEmail: c.atributoEmail || ATRIBUTO_EMAIL_PADRAO,
  ativo: c.ativo,
});

const corpoDe = ({ bindSenha, ...v }: ValoresLdap): LdapConfigBody => ({
  url: v.url.trim(),
  startTls: v.startTls,
  bindDn: v.bindDn.trim(),
  baseBusca: v.baseBusca.trim(),
  filtro: v.filtro.trim(),
  atributoEmail: v.atributoEmail.trim(),
  ativo: v.ativo,
  ...(bindSenha ? { bindSenha } : {}),
});

const obrigatorio = (mensagem: string, maximo: number, rotulo: string) => (v: string) => {
  if (!v.trim()) return mensagem;
  return v.trim().length > maximo ? `${rotulo}: no máximo ${maximo} caracteres.` : null;
};

const LdapForm = ({ config }: { config: LdapConfig }) => {
  const salvar = useSalvarLdap();
  const [falha, setFalha] = useState<string | null>(null);
  const form = useForm<ValoresLdap>({
    initialValues: valoresDe(config),
    validate: {
      url: (v) => {
        if (!v.trim()) return 'Informe a URL do servidor.';
        return URL_LDAP.test(v.trim())
          ? null
          : 'URL do servidor: use ldap://host:porta ou ldaps://host:porta.';
      },
      bindDn: obrigatorio('Informe a conta de serviço (bind DN).', 500, 'Conta de serviço'),
      bindSenha: (v) => {
        if (!v) return config.temBindSenha ? null : 'Informe a senha da conta de serviço.';
        return v.length > 500 ? 'Senha da conta de serviço: no máximo 500 caracteres.' : null;
      },
      baseBusca: obrigatorio('Informe a base de busca.', 500, 'Base de busca'),
      filtro: (v) => {
        if (!v.trim()) return 'Informe o filtro de busca.';
        if (v.trim().length > 500) return 'Filtro de busca: no máximo 500 caracteres.';
        return v.includes('{{usuario}}')
          ? null
          : 'Filtro de busca: inclua {{usuario}} no lugar do login digitado.';
      },
      atributoEmail: obrigatorio('Informe o atributo de e-mail.', 100, 'Atributo de e-mail'),
    },
  });
  const enviar = form.onSubmit((v) => {
    setFalha(null);
    salvar.mutate(corpoDe(v), {
      onSuccess: (salva) => {
        const agora = valoresDe(salva);
        form.setInitialValues(agora);
        form.setValues(agora);
        form.resetDirty(agora);
        toast.sucesso('Configuração do Active Directory salva.');
      },
      onError: (erro) =>
        setFalha(
          aplicarErroDoServidor(
            form,
            erro,
            CAMPOS,
            'Não foi possível salvar a configuração do Active Directory.',
          ),
        ),
    });
  });

  return (
    <form onSubmit={enviar} noValidate aria-label="Configuração do Active Directory">
      <Stack gap="sm">
        {config.url ? null : (
          <Alert color="blue" title="Nenhum diretório configurado">
            Preencha os dados do servidor para permitir o login pelo Active Directory ou LDAP da
            empresa.
          </Alert>
        )}
        {falha ? (
          <Alert color="red" role="alert">
            {falha}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput
            label="URL do servidor"
            description="ldap://host:porta ou ldaps://host:porta"
            placeholder="ldaps://ad.empresa.local:636"
            required
            {...form.getInputProps('url')}
          />
          <Checkbox
            mt={{ md: 'xl' }}
            label="Usar StartTLS (ldap:// cifrado depois da conexão)"
            {...form.getInputProps('startTls', { type: 'checkbox' })}
          />
          <TextInput
            label="Conta de serviço (bind DN)"
            placeholder="CN=jornada,OU=Servicos,DC=empresa,DC=local"
            required
            {...form.getInputProps('bindDn')}
          />
          <CampoSegredo
            label="Senha da conta de serviço"
            labelTroca="Nova senha da conta de serviço"
            hasGuardado={config.temBindSenha}
            value={form.values.bindSenha}
            error={form.errors.bindSenha}
            onChange={(valor) => form.setFieldValue('bindSenha', valor)}
          />
          <TextInput
            label="Base de busca"
            placeholder="DC=empresa,DC=local"
            required
            {...form.getInputProps('baseBusca')}
          />
          <TextInput
            label="Atributo de e-mail"
            description="Atributo do diretório com o e-mail cadastrado no Jornada"
            required
            {...form.getInputProps('atributoEmail')}
          />
        </SimpleGrid>
        <TextInput
          label="Filtro de busca"
          description="{{usuario}} é trocado pelo login digitado na tela de entrada"
          required
          {...form.getInputProps('filtro')}
        />
        <Switch
          label="Permitir login pelo Active Directory"
          {...form.getInputProps('ativo', { type: 'checkbox' })}
        />
        <BotoesConfig
          isAlterado={form.isDirty()}
          isSalvando={salvar.isPending}
          onDesfazer={() => {
            form.reset();
            setFalha(null);
          }}
          rotuloSalvar="Salvar configuração do diretório"
        />
      </Stack>
    </form>
  );
};

/** Active Directory / LDAP da empresa: servidor, conta de serviço, busca e se o login vale. */
export const LdapConfigSecao = () => (
  <SecaoConfig
    consulta={useQuery(segurancaQueries.ldap())}
    carregando="Carregando a configuração do diretório…"
    falha="Não foi possível carregar a configuração do Active Directory."
  >
    {(config) => <LdapForm config={config} />}
  </SecaoConfig>
);
