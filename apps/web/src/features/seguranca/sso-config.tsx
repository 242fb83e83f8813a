import { Alert, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { CampoSegredo } from './campo-segredo.tsx';
import { aplicarErroDoServidor } from './erro-de-campo.ts';
import { BotoesConfig, SecaoConfig } from './secao-config.tsx';
import type { SsoConfig, SsoConfigBody } from './seguranca.api.ts';
import { segurancaQueries, useSalvarSso } from './seguranca.queries.ts';

/** Padrão do contrato (ssoConfigBodySchema) para um provedor ainda não configurado. */
const ESCOPOS_PADRAO = 'openid email profile';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

type ValoresSso = Omit<SsoConfig, 'temClientSecret' | 'redirectUri'> & { clientSecret: string };
const CAMPOS = ['issuer', 'clientId', 'clientSecret', 'escopos'] as const;

const valoresDe = (c: SsoConfig): ValoresSso => ({
  issuer: c.issuer,
  clientId: c.clientId,
  clientSecret: '',
  escopos: c.escopos || ESCOPOS_PADRAO,
  ativo: c.ativo,
});

const corpoDe = ({ clientSecret, ...v }: ValoresSso): SsoConfigBody => ({
  issuer: v.issuer.trim(),
  clientId: v.clientId.trim(),
  escopos: v.escopos.trim().split(/\s+/).join(' '),
  ativo: v.ativo,
  ...(clientSecret ? { clientSecret } : {}),
});

/** Como o servidor (validarIssuer): https, ou http só no próprio computador (testes locais). */
const validarIssuer = (v: string) => {
  if (!v.trim()) return 'Informe o issuer (endereço do provedor).';
  let url: URL;
  try {
    url = new URL(v.trim());
  } catch {
    return 'Issuer: informe uma URL completa, ex.: https://login.empresa.com.br.';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return null;
  return 'Issuer: use https.';
};

const SsoForm = ({ config }: { config: SsoConfig }) => {
  const salvar = useSalvarSso();
  const [falha, setFalha] = useState<string | null>(null);
  const form = useForm<ValoresSso>({
    initialValues: valoresDe(config),
    validate: {
      issuer: validarIssuer,
      clientId: (v) => {
        if (!v.trim()) return 'Informe o client ID.';
        return v.trim().length > 300 ? 'Client ID: no máximo 300 caracteres.' : null;
      },
      clientSecret: (v) => (v.length > 2000 ? 'Client secret: no máximo 2000 caracteres.' : null),
      escopos: (v) => {
        if (v.trim().length > 300) return 'Escopos: no máximo 300 caracteres.';
        return v.trim().split(/\s+/).includes('openid') ? null : 'Escopos: inclua openid.';
      },
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
        toast.sucesso('Configuração do login único salva.');
      },
      onError: (erro) =>
        setFalha(
          aplicarErroDoServidor(
            form,
            erro,
            CAMPOS,
            'Não foi possível salvar a configuração do login único.',
          ),
        ),
    });
  });

  return (
    <form onSubmit={enviar} noValidate aria-label="Configuração do login único">
      <Stack gap="sm">
        {config.issuer ? null : (
          <Alert color="blue" title="Nenhum provedor configurado">
            Cadastre a aplicação no provedor de identidade (Microsoft Entra ID, Google, Keycloak…)
            com o redirect URI abaixo e preencha os dados dela aqui.
          </Alert>
        )}
        {falha ? (
          <Alert color="red" role="alert">
            {falha}
          </Alert>
        ) : null}
        <TextInput
          label="Redirect URI (registre no provedor)"
          value={config.redirectUri}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput
            label="Issuer"
            description="Endereço do provedor OpenID Connect"
            placeholder="https://login.microsoftonline.com/<tenant>/v2.0"
            required
            {...form.getInputProps('issuer')}
          />
          <TextInput label="Client ID" required {...form.getInputProps('clientId')} />
          <CampoSegredo
            label="Client secret"
            labelTroca="Novo client secret"
            hasGuardado={config.temClientSecret}
            value={form.values.clientSecret}
            error={form.errors.clientSecret}
            onChange={(valor) => form.setFieldValue('clientSecret', valor)}
          />
          <TextInput
            label="Escopos"
            description="Separados por espaço; openid é obrigatório"
            {...form.getInputProps('escopos')}
          />
        </SimpleGrid>
        <Switch
          label="Permitir login único (SSO)"
          {...form.getInputProps('ativo', { type: 'checkbox' })}
        />
        <BotoesConfig
          isAlterado={form.isDirty()}
          isSalvando={salvar.isPending}
          onDesfazer={() => {
            form.reset();
            setFalha(null);
          }}
          rotuloSalvar="Salvar configuração do login único"
        />
      </Stack>
    </form>
  );
};

/** Login único (OpenID Connect) da empresa: provedor, cliente e se o login vale. */
export const SsoConfigSecao = () => (
  <SecaoConfig
    consulta={useQuery(segurancaQueries.sso())}
    carregando="Carregando a configuração do login único…"
    falha="Não foi possível carregar a configuração do login único."
  >
    {(config) => <SsoForm config={config} />}
  </SecaoConfig>
);
