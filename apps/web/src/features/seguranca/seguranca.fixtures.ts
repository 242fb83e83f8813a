import {
  instalarFakeFetch,
  type RequisicaoFake,
  type RespostaFake,
} from '../../../test/fake-api.ts';
import { item, loginRespostaFixture } from '../../../test/fixtures.ts';
import { entrarComo, renderApp } from '../../../test/render-app.tsx';

type Manipulador = (req: RequisicaoFake) => RespostaFake | Promise<RespostaFake>;

/** Envelope minúsculo de sucesso do serviço de autenticação (envelopeMinusculoSchema). */
export const ok = (data: unknown, message: string | null = null): RespostaFake => ({
  body: { success: true, data, error: null, message },
});

export const LDAP_VAZIO = {
  url: '',
  startTls: false,
  bindDn: '',
  temBindSenha: false,
  baseBusca: '',
  filtro: '',
  atributoEmail: '',
  ativo: false,
};

export const SSO_VAZIO = {
  issuer: '',
  clientId: '',
  temClientSecret: false,
  escopos: '',
  ativo: false,
  redirectUri: 'https://jornada.empresa.com.br/api/auth/sso/callback',
};

/** O RH entra com o menu "Segurança e acesso" e abre a tela, com a API falsa dada. */
export const abrirSeguranca = (rotas: Record<string, Manipulador> = {}) => {
  entrarComo(
    loginRespostaFixture({
      MenuAdmin: [item('/dashboard/admin/seguranca', 'Segurança e acesso')],
    }),
  );
  const fake = instalarFakeFetch({
    'GET /api/auth/politica-seguranca': () => ok({ exigirSegundoFatorAdmin: false }),
    'GET /api/auth/ldap/config': () => ok(LDAP_VAZIO),
    'GET /api/auth/sso/config': () => ok(SSO_VAZIO),
    ...rotas,
  });
  renderApp('/#/dashboard/admin/seguranca');
  return fake;
};
