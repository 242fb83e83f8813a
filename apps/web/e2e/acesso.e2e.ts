import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { abrirNavegador, baseUrl, novaPagina } from './navegador.ts';

/**
 * Acesso ponta a ponta no Chromium contra o servidor real (PGlite semeado): landings, guarda de
 * rotas do spec §2, sessão (renovação, avisos, logout, estado cifrado), senha esquecida com o
 * e-mail lido do outbox do servidor, captcha depois de falhas, token HQ e perfis de acesso.
 */

const SENHA = 'Jornada@2026';
const DEMO = 2;

let browser: Browser;
beforeAll(async () => {
  browser = await abrirNavegador();
});
afterAll(() => browser?.close());

const sha256 = (texto: string) => createHash('sha256').update(texto).digest('hex').toUpperCase();
const base64 = (valor: unknown) => Buffer.from(JSON.stringify(valor)).toString('base64');

type SessaoApi = {
  Usuario: { Id: number } | null;
  Token: { AccessToken: string; RefreshToken?: string } | null;
  Mensagem: string | null;
};

/** Login direto na API (preparo dos testes: emitir token HQ, provocar falhas, renovar). */
const loginNaApi = async (email: string, empresaId = DEMO, senha = SENHA) => {
  const r = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: base64({
        EmpresaId: empresaId,
        Email: email,
        Senha: sha256(senha),
        grantType: 'password',
      }),
    }),
  });
  return { status: r.status, corpo: (await r.json()) as SessaoApi };
};

const renovarNaApi = (email: string, refreshToken: string) =>
  fetch(`${baseUrl()}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: base64({ email, grantType: 'refreshToken', refreshToken }) }),
  });

const entrar = async (page: Page, email: string, empresaId = DEMO, senha = SENHA) => {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Empresa').fill(String(empresaId));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
};

/** Entra e devolve a resposta do login (com o refresh token, para provar revogação e rotação). */
const entrarCapturando = async (page: Page, email: string, empresaId = DEMO) => {
  const resposta = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await entrar(page, email, empresaId);
  return (await (await resposta).json()) as SessaoApi;
};

const endereco = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.hash}`;
};

const aguardarEndereco = (page: Page, esperado: string) =>
  expect.poll(() => endereco(page), { timeout: 15_000 }).toBe(esperado);

/** Depois do logout o endereço é o login, com ou sem a barra final (o guarda usa '/login/'). */
const aguardarLogin = (page: Page) =>
  expect.poll(() => endereco(page), { timeout: 15_000 }).toMatch(/^\/login\/?$/);

const WEB_PONTO = '/#/dashboard/minhas-rotinas/web-ponto';

/** Na landing do colaborador e com a tela pronta. */
const naLanding = async (page: Page) => {
  await aguardarEndereco(page, WEB_PONTO);
  await page.getByRole('heading', { name: 'Registrar ponto' }).waitFor();
};
const MEU_PAINEL = '/#/dashboard/minhas-rotinas/meu-painel';

describe('landing depois do login (spec §6)', () => {
  it('colaborador com marcação pela web cai no registro de ponto', async () => {
    const page = await novaPagina(browser);
    await entrar(page, 'colaborador@demo.jornada.dev');
    await aguardarEndereco(page, WEB_PONTO);
    await page.getByRole('heading', { name: 'Registrar ponto' }).waitFor();
    await page.context().close();
  });

  it('gestor (configuração ligada e menu de gestores) cai em /home', async () => {
    const page = await novaPagina(browser);
    await entrar(page, 'gestor@demo.jornada.dev');
    await aguardarEndereco(page, '/home');
    await page.context().close();
  });

  it('RH (menu de admin) cai em /home; a empresa 1 e a 1032 também', async () => {
    for (const [email, empresa] of [
      ['rh@demo.jornada.dev', DEMO],
      ['suporte@jornada.dev', 1],
      ['rh@industria.jornada.dev', 1032],
    ] as const) {
      const page = await novaPagina(browser);
      await entrar(page, email, empresa);
      await aguardarEndereco(page, '/home');
      await page.context().close();
    }
  });

  /** RH troca, na aba "Perfis por pessoa", o perfil Gestor da Cláudia pelo Colaborador (ou volta). */
  const trocarPerfisDaClaudia = async (gestor: boolean) => {
    const rh = await novaPagina(browser);
    await entrar(rh, 'rh@demo.jornada.dev');
    await aguardarEndereco(rh, '/home');
    await rh.goto(`${baseUrl()}/#/dashboard/admin/perfis`);
    await rh.getByRole('heading', { name: 'Perfis de acesso' }).waitFor();
    await rh.getByRole('tab', { name: 'Perfis por pessoa' }).click();
    await rh.getByLabel('Buscar pessoa').fill('Cláudia');
    await rh.getByRole('button', { name: 'Ver perfis de Cláudia Nunes' }).click();
    const grupo = rh.getByRole('group', { name: 'Perfis de Cláudia Nunes' });
    await grupo.getByLabel('Gestor', { exact: true }).setChecked(gestor);
    await grupo.getByLabel('Colaborador', { exact: true }).setChecked(!gestor);
    await rh.getByRole('button', { name: 'Salvar perfis' }).click();
    const confirmacao = rh.getByRole('dialog', { name: 'Confirmar perfis' });
    await confirmacao.getByText('Incluídas (1)').waitFor();
    await confirmacao.getByText('Retiradas (1)').waitFor();
    await confirmacao.getByRole('button', { name: 'Salvar' }).click();
    await rh.getByText('Perfis de Cláudia Nunes atualizados.').waitFor();
    await rh.context().close();
  };

  it('RH tira o menu de gestor de uma pessoa sem marcação web; ela passa a cair no meu painel', async () => {
    await trocarPerfisDaClaudia(false);
    try {
      const page = await novaPagina(browser);
      await entrar(page, 'gestora.cd@demo.jornada.dev');
      await aguardarEndereco(page, MEU_PAINEL);
      await page.context().close();
    } finally {
      // Todos os e2e dividem o servidor: a gestora do CD volta a ser gestora (solicitacoes.e2e).
      await trocarPerfisDaClaudia(true);
    }
  });
});

describe('guarda de rotas no navegador (spec §2)', () => {
  it('sem sessão: privadas vão ao login, o detalhe de comprovantes volta aos comprovantes', async () => {
    const page = await novaPagina(browser);
    await page.goto(`${baseUrl()}/`);
    await aguardarEndereco(page, '/login/');
    await page.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/web-ponto`);
    await aguardarEndereco(page, '/login/');
    await page.goto(`${baseUrl()}/comprovantes-marcacao-ponto/detalhes`);
    await aguardarEndereco(page, '/comprovantes-marcacao-ponto');
    for (const publica of ['/forgot-password', '/ad', '/hq-auth', '/login/123']) {
      await page.goto(`${baseUrl()}${publica}`);
      await aguardarEndereco(page, publica);
    }
    await page.context().close();
  });

  it('logado: pública vai a /, comprovantes ao detalhe, /hq-auth fica, hash fora do menu volta', async () => {
    const page = await novaPagina(browser);
    await entrar(page, 'colaborador@demo.jornada.dev');
    await naLanding(page);
    await page.goto(`${baseUrl()}/login/2`);
    await naLanding(page);
    await page.goto(`${baseUrl()}/comprovantes-marcacao-ponto`);
    await aguardarEndereco(page, '/comprovantes-marcacao-ponto/detalhes');
    await page.goto(`${baseUrl()}/hq-auth`);
    await page.getByRole('heading', { name: 'Autenticação HQ' }).waitFor();
    expect(endereco(page)).toBe('/hq-auth');
    await page.goto(`${baseUrl()}/#/dashboard/admin/colaboradores`);
    await naLanding(page);
    await page.goto(`${baseUrl()}/#/dashboard/admin/billing`);
    await naLanding(page);
    await page.goto(`${baseUrl()}/#/dashboard/minhas-rotinas/minhas-ferias/programacao/nova`);
    await page.getByRole('heading', { level: 1, name: 'Nova programação de férias' }).waitFor();
    await page.context().close();
  });

  it('billing e admin-master só na empresa 1; períodos aquisitivos só na 1032', async () => {
    const casos = [
      {
        email: 'suporte@jornada.dev',
        empresa: 1,
        hash: '#/dashboard/admin/billing',
        fica: true,
        tela: 'Faturamento',
      },
      {
        email: 'suporte@jornada.dev',
        empresa: 1,
        hash: '#/dashboard/admin/admin-master',
        fica: true,
        tela: 'Administração geral',
      },
      {
        email: 'suporte@jornada.dev',
        empresa: 1,
        hash: '#/dashboard/admin/importacao-dados/periodos-aquisitivos-ferias',
        fica: false,
      },
      {
        email: 'rh@industria.jornada.dev',
        empresa: 1032,
        hash: '#/dashboard/admin/importacao-dados/periodos-aquisitivos-ferias',
        fica: true,
        tela: 'Importação de períodos aquisitivos de férias',
      },
      {
        email: 'rh@industria.jornada.dev',
        empresa: 1032,
        hash: '#/dashboard/admin/billing',
        fica: false,
      },
      {
        email: 'rh@demo.jornada.dev',
        empresa: DEMO,
        hash: '#/dashboard/admin/billing',
        fica: false,
      },
      {
        email: 'rh@demo.jornada.dev',
        empresa: DEMO,
        hash: '#/dashboard/admin/holerite',
        fica: true,
        tela: 'Holerites',
      },
    ];
    const paginas = new Map<string, Page>();
    for (const { email, empresa, hash, fica, tela } of casos) {
      let page = paginas.get(email);
      if (!page) {
        page = await novaPagina(browser);
        await entrar(page, email, empresa);
        await aguardarEndereco(page, '/home');
        paginas.set(email, page);
      }
      await page.goto(`${baseUrl()}/${hash}`);
      await aguardarEndereco(page, fica ? `/${hash}` : '/home');
      // Quem fica vê o título da tela; quem não pode volta ao início.
      await (fica && tela
        ? page.getByRole('heading', { level: 1, name: tela })
        : page.getByRole('heading', { name: 'Início' })
      ).waitFor();
    }
    for (const page of paginas.values()) await page.context().close();
  });

  it('hash trocado logo depois do login (location.hash): o guarda redireciona e a tela aparece', async () => {
    // Assim que o login sai de /login, ainda no caminho até a landing (telas carregando).
    const saiuDoLogin = (page: Page) =>
      page.waitForFunction(() => !location.pathname.startsWith('/login'));

    const rh = await novaPagina(browser);
    await entrar(rh, 'rh@demo.jornada.dev');
    await saiuDoLogin(rh);
    await rh.evaluate(() => {
      location.hash = '#/dashboard/admin/billing';
    });
    await aguardarEndereco(rh, '/home');
    await rh.getByRole('heading', { name: 'Início' }).waitFor();
    // Em /home, um hash permitido abre a tela dele no painel.
    await rh.evaluate(() => {
      location.hash = '#/dashboard/admin/perfis';
    });
    await aguardarEndereco(rh, '/#/dashboard/admin/perfis');
    await rh.getByRole('heading', { name: 'Perfis de acesso' }).waitFor();
    await rh.context().close();

    const page = await novaPagina(browser);
    await entrar(page, 'colaborador@demo.jornada.dev');
    await saiuDoLogin(page);
    await page.evaluate(() => {
      location.hash = '#/dashboard/admin/colaboradores';
    });
    await naLanding(page);
    await page.evaluate(() => {
      location.hash = '#/dashboard/minhas-rotinas/minhas-ferias/programacao/nova';
    });
    await page.getByRole('heading', { level: 1, name: 'Nova programação de férias' }).waitFor();
    await page.evaluate(() => {
      location.hash = '#/dashboard/admin/billing';
    });
    await naLanding(page);
    await page.context().close();
  });

  it('colaborador sem a rota de holerite no menu não abre o holerite', async () => {
    const page = await novaPagina(browser);
    await entrar(page, 'colaborador@demo.jornada.dev');
    await naLanding(page);
    await page.goto(`${baseUrl()}/#/dashboard/admin/holerite`);
    await aguardarEndereco(page, WEB_PONTO);
    await page.context().close();
  });

  it('com o marcador iscomprovante, o login leva aos comprovantes', async () => {
    const page = await novaPagina(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.evaluate(() => localStorage.setItem('iscomprovante', 'true'));
    await entrar(page, 'colaborador02@demo.jornada.dev');
    await aguardarEndereco(page, '/comprovantes-marcacao-ponto/detalhes');
    await page.context().close();
  });
});

describe('sessão: estado cifrado, renovação, avisos e logout (spec §3, §4)', () => {
  it('o estado vai cifrado no localStorage e não abre sessão em outro navegador', async () => {
    const page = await novaPagina(browser);
    const sessao = await entrarCapturando(page, 'colaborador04@demo.jornada.dev');
    await aguardarEndereco(page, WEB_PONTO);
    const storage = await page.evaluate(() => ({ ...localStorage }));
    expect(Object.keys(storage)).toEqual(
      expect.arrayContaining(['persist:jornada', 'lastSignIn', 'userId', 'lastLoggedUser', 'uuid']),
    );
    const cifrado = storage['persist:jornada'] ?? '';
    expect(cifrado).toMatch(/^v1\./);
    expect(cifrado).not.toContain(sessao.Token?.AccessToken ?? '?');
    expect(cifrado).not.toContain(sessao.Token?.RefreshToken ?? '?');

    // Recarga no mesmo navegador: a chave está no IndexedDB, a sessão continua.
    const atualizou = page.waitForResponse((r) => r.url().endsWith('/api/auth/recurso/update'));
    await page.reload();
    expect((await atualizou).status()).toBe(200);
    await aguardarEndereco(page, WEB_PONTO);

    // O mesmo localStorage em outro navegador (outra chave): sem sessão.
    const outra = await novaPagina(browser);
    await outra.goto(`${baseUrl()}/login`);
    await outra.evaluate((itens) => {
      for (const [k, v] of Object.entries(itens)) localStorage.setItem(k, v);
    }, storage);
    await outra.goto(`${baseUrl()}/`);
    await aguardarEndereco(outra, '/login/');
    await outra.context().close();
    await page.context().close();
  });

  it('com uso, renova com o refresh token antes de expirar (o token gira)', async () => {
    const page = await novaPagina(browser);
    await page.clock.install();
    const sessao = await entrarCapturando(page, 'colaborador05@demo.jornada.dev');
    await aguardarEndereco(page, WEB_PONTO);
    await page.getByRole('heading', { name: 'Registrar ponto' }).click();
    const renovou = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in'));
    await page.clock.fastForward('49:30');
    const resposta = await renovou;
    expect(resposta.status()).toBe(200);
    const { Token } = (await resposta.json()) as { Token: { RefreshToken: string } };
    expect(Token.RefreshToken).not.toBe(sessao.Token?.RefreshToken);
    // O refresh token antigo foi consumido na rotação.
    const velho = await renovarNaApi(
      'colaborador05@demo.jornada.dev',
      sessao.Token?.RefreshToken ?? '',
    );
    expect(velho.status).toBe(401);
    await page.context().close();
  });

  it('renovação recusada (refresh token já usado) encerra a sessão e vai para /', async () => {
    const page = await novaPagina(browser);
    await page.clock.install();
    const sessao = await entrarCapturando(page, 'colaborador06@demo.jornada.dev');
    await aguardarEndereco(page, WEB_PONTO);
    // Outro cliente usa o refresh token antes: a renovação do navegador é uma reutilização.
    expect(
      (await renovarNaApi('colaborador06@demo.jornada.dev', sessao.Token?.RefreshToken ?? ''))
        .status,
    ).toBe(200);
    await page.getByRole('heading', { name: 'Registrar ponto' }).click();
    const renovou = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in'));
    await page.clock.fastForward('49:30');
    expect((await renovou).status()).toBe(401);
    await aguardarEndereco(page, '/login/');
    await page.context().close();
  });

  it('ociosa: avisa a 10, 5 e 1 minuto e encerra na expiração', async () => {
    const page = await novaPagina(browser);
    await page.clock.install();
    await entrar(page, 'colaborador07@demo.jornada.dev');
    await aguardarEndereco(page, WEB_PONTO);
    await page.clock.fastForward('50:00');
    await page.getByText('Faltam 10 minutos para expirar a sua sessão').waitFor();
    await page.clock.fastForward('05:00');
    await page.getByText('Faltam 5 minutos para expirar a sua sessão').waitFor();
    await page.clock.fastForward('04:00');
    await page.getByText('Falta 1 minuto para expirar a sua sessão').waitFor();
    await page.clock.fastForward('01:05');
    await aguardarLogin(page);
    await page.context().close();
  });

  it('Sair: limpa tudo menos lastLoggedUser e uuid e revoga o refresh token no servidor', async () => {
    const page = await novaPagina(browser);
    const sessao = await entrarCapturando(page, 'colaborador08@demo.jornada.dev');
    await aguardarEndereco(page, WEB_PONTO);
    const saiu = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: 'Sair' }).click();
    expect((await saiu).status()).toBe(204);
    await aguardarLogin(page);
    const chaves = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(chaves).toEqual(['lastLoggedUser', 'uuid']);
    const revogado = await renovarNaApi(
      'colaborador08@demo.jornada.dev',
      sessao.Token?.RefreshToken ?? '',
    );
    expect(revogado.status).toBe(401);
    await page.context().close();
  });
});

/** Lê do outbox do servidor o link mais novo enviado a `email` (arquivos .eml). */
const linkDoOutbox = (email: string): string | null => {
  const pasta = join(inject('dataDir'), 'outbox');
  let arquivos: string[];
  try {
    arquivos = readdirSync(pasta).filter((a) => a.endsWith('.eml'));
  } catch {
    return null;
  }
  for (const arquivo of arquivos.sort().reverse()) {
    // quoted-printable: junta as quebras suaves e decodifica os =XX.
    const texto = readFileSync(join(pasta, arquivo), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    if (!texto.toLowerCase().includes(email)) continue;
    const link = /https?:\/\/[^\s"<>]+\/forgot-password\?token=[A-Za-z0-9._%-]+/.exec(texto)?.[0];
    if (link) return link;
  }
  return null;
};

describe('primeiro acesso (spec §2 /login/primeiro-acesso, §4)', () => {
  // Semeada sem cadastro confirmado (seed PRIMEIRO_ACESSO_DEMO): só este teste a usa.
  const NOVO = 'novo@industria.jornada.dev';
  const INDUSTRIA = 1032;
  const CPF_NOVO = '333.666.999-57';
  const NOVA_SENHA = 'Primeira@2026';

  it('entra com a senha provisória, confirma os dados, define a senha e fica logado', async () => {
    const page = await novaPagina(browser);
    await entrar(page, NOVO, INDUSTRIA);
    await aguardarEndereco(page, '/login/primeiro-acesso');
    await page.getByRole('heading', { name: 'Primeiro acesso' }).waitFor();
    const dados = page.getByLabel('Seus dados');
    await dados.getByText('Nicolas Convidado').waitFor();
    await dados.getByText('CPF cadastrado: ***.666.999-**').waitFor();

    const form = page.getByRole('form', { name: 'Confirmar cadastro' });
    await form.getByLabel(/^CPF/).fill('333.666.999-00');
    await form.getByLabel(/^Nova senha/).fill(NOVA_SENHA);
    await form.getByLabel(/^Confirmar nova senha/).fill(NOVA_SENHA);
    await form.getByRole('button', { name: 'Confirmar e entrar' }).click();
    await form.getByRole('alert').getByText('O CPF não confere com o cadastro do RH.').waitFor();
    expect(endereco(page)).toBe('/login/primeiro-acesso');

    await form.getByLabel(/^CPF/).fill(CPF_NOVO);
    await form.getByRole('button', { name: 'Confirmar e entrar' }).click();
    await aguardarEndereco(page, MEU_PAINEL);
    await page.getByTestId('usuario-logado').getByText('Nicolas Convidado').waitFor();
    await page.context().close();

    // A senha provisória deixou de valer; a nova abre a sessão completa direto na landing.
    expect((await loginNaApi(NOVO, INDUSTRIA)).status).toBe(401);
    const outra = await novaPagina(browser);
    await entrar(outra, NOVO, INDUSTRIA, NOVA_SENHA);
    await aguardarEndereco(outra, MEU_PAINEL);
    await outra.context().close();
  });
});

describe('senha esquecida e troca de senha (spec §2, §5, §8)', () => {
  it('pede o link, lê o e-mail do outbox, define a nova senha e entra', async () => {
    const email = 'colaborador03@demo.jornada.dev';
    const page = await novaPagina(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.getByRole('heading', { name: 'Recuperar senha' }).waitFor();
    await page.getByLabel('E-mail').fill(`  ${email}  `);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText('Verifique o seu e-mail').waitFor();

    await expect.poll(() => linkDoOutbox(email), { timeout: 15_000 }).not.toBeNull();
    const link = new URL(linkDoOutbox(email) ?? '');
    await page.goto(`${baseUrl()}${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Nova senha' }).waitFor();
    await page.getByLabel(/^Nova senha/).fill('Trocada2026');
    await page.getByLabel(/^Confirmar nova senha/).fill('Trocada2026');
    await page.getByRole('button', { name: 'Salvar nova senha e entrar' }).click();
    await aguardarEndereco(page, WEB_PONTO);

    // A senha nova vale no login e o link é de uso único.
    expect((await loginNaApi(email, DEMO, 'Trocada2026')).status).toBe(200);
    const reuso = await fetch(`${baseUrl()}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: link.searchParams.get('token'),
        novaSenha: sha256('OutraSenha2026'),
      }),
    });
    expect(reuso.status).toBe(400);
    await page.context().close();
  });

  it('link inválido mostra a mensagem do servidor', async () => {
    const page = await novaPagina(browser);
    await page.goto(`${baseUrl()}/forgot-password?token=2.tokenquenaoexistenemnunca0000`);
    await page.getByLabel(/^Nova senha/).fill('Trocada2026');
    await page.getByLabel(/^Confirmar nova senha/).fill('Trocada2026');
    await page.getByRole('button', { name: 'Salvar nova senha e entrar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Link inválido ou expirado' }).waitFor();
    await page.getByText('Falha ao estabelecer nova senha').waitFor();
    await page.context().close();
  });

  it('troca a senha dentro do painel e continua logado', async () => {
    const email = 'colaborador09@demo.jornada.dev';
    const page = await novaPagina(browser);
    await entrar(page, email);
    await aguardarEndereco(page, WEB_PONTO);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Alterar senha' });
    await dialogo.getByLabel(/^Senha atual/).fill(SENHA);
    await dialogo.getByLabel(/^Nova senha/).fill('Mudada2026');
    await dialogo.getByLabel(/^Confirmar nova senha/).fill('Mudada2026');
    await dialogo.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.getByText(/Senha alterada/).waitFor();
    expect(endereco(page)).toBe(WEB_PONTO);
    expect((await loginNaApi(email, DEMO, 'Mudada2026')).status).toBe(200);
    await page.context().close();
  });
});

describe('captcha depois de falhas (spec §7)', () => {
  it('após 5 falhas da conta o login responde 405; o navegador resolve o ALTCHA e repete', async () => {
    const email = 'colaborador10@demo.jornada.dev';
    for (let i = 0; i < 5; i++) {
      expect((await loginNaApi(email, DEMO, 'senha-errada')).status).toBe(401);
    }
    expect((await loginNaApi(email)).status).toBe(405);

    const page = await novaPagina(browser);
    const comCaptcha = page.waitForRequest(
      (r) => r.url().endsWith('/api/auth/login') && Boolean(r.headers()['x-captcha-token']),
    );
    await entrar(page, email);
    await page.getByRole('dialog', { name: 'Verificação de segurança' }).waitFor();
    const requisicao = await comCaptcha;
    const token = JSON.parse(
      Buffer.from(requisicao.headers()['x-captcha-token'] ?? '', 'base64').toString('utf8'),
    );
    expect(token).toMatchObject({ challenge: { parameters: { algorithm: 'PBKDF2/SHA-256' } } });
    expect(token.solution.counter).toBeGreaterThanOrEqual(0);
    await aguardarEndereco(page, WEB_PONTO);
    await page.context().close();
  });
});

describe('HQ: suporte abre a conta de um cliente (spec §2, §8)', () => {
  it('token HQ válido abre a conta do cliente; o mesmo token de novo é recusado', async () => {
    const suporte = await loginNaApi('suporte@jornada.dev', 1);
    const cliente = await loginNaApi('colaborador11@demo.jornada.dev');
    const r = await fetch(`${baseUrl()}/api/auth/hq/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${suporte.corpo.Token?.AccessToken}`,
      },
      body: JSON.stringify({
        empresaId: DEMO,
        usuarioId: cliente.corpo.Usuario?.Id,
        motivo: 'Atendimento do chamado 4242',
      }),
    });
    expect(r.status).toBe(200);
    const { data } = (await r.json()) as { data: { token: string } };

    const page = await novaPagina(browser);
    await page.goto(`${baseUrl()}/hq-auth?token=${encodeURIComponent(data.token)}`);
    await aguardarEndereco(page, WEB_PONTO);
    await page.getByTestId('usuario-logado').filter({ hasText: /\S/ }).waitFor();

    const outra = await novaPagina(browser);
    await outra.goto(`${baseUrl()}/hq-auth?token=${encodeURIComponent(data.token)}`);
    // 401: volta ao /login e o aviso continua na tela.
    await aguardarEndereco(outra, '/login');
    // Um único aviso (o toast) depois que a tela do token sai de cena.
    await expect.poll(() => outra.getByText('Token HQ inválido ou expirado').count()).toBe(1);
    await outra.context().close();
    await page.context().close();
  });
});

describe('perfis de acesso (#/dashboard/admin/perfis)', () => {
  it('RH cria um perfil marcando permissões na árvore e o vê na lista', async () => {
    const page = await novaPagina(browser);
    await entrar(page, 'rh@demo.jornada.dev');
    await aguardarEndereco(page, '/home');
    await page.goto(`${baseUrl()}/#/dashboard/admin/perfis`);
    await page.getByRole('button', { name: 'Novo perfil' }).click();
    await page.getByLabel(/^Nome do perfil/).fill('Auditoria e2e');
    await page.getByRole('checkbox', { name: 'Meu painel' }).check();
    await page.getByRole('checkbox', { name: 'Cadastros' }).check();
    await page.getByRole('button', { name: 'Salvar perfil' }).click();
    const confirmacao = page.getByRole('dialog', { name: 'Confirmar novo perfil' });
    // Meu painel, o grupo Cadastros e as suas oito telas.
    await confirmacao.getByText('Incluídas (10)').waitFor();
    await confirmacao.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Perfil criado.').waitFor();
    const linha = page.getByRole('row', { name: /Auditoria e2e/ });
    await linha.waitFor();
    expect(await linha.textContent()).toContain('10');
    await page.context().close();
  });
});

/**
 * Fixtures da suíte da API (provedor OpenID Connect e slapd reais, em loopback). Moram em outro
 * projeto TypeScript, então entram por import dinâmico, com os tipos do que usamos aqui.
 */
const FIXTURES_API = join(import.meta.dirname, '..', '..', 'api', 'test');
type FixtureIdp = {
  iniciarIdp: (v: {
    redirectUri: string;
    clientId: string;
    clientSecret: string;
    contas: Record<string, { email: string }>;
  }) => Promise<{ issuer: string; fechar: () => Promise<void> }>;
};
type FixtureSlapd = {
  SUFIXO: string;
  garantirSlapd: () => boolean;
  iniciarSlapd: (ldif: string) => Promise<{ url: string; fechar: () => Promise<void> }>;
};
const fixture = async <T>(arquivo: string): Promise<T> =>
  (await import(join(FIXTURES_API, arquivo))) as T;

const configurarNaApi = async (caminho: string, corpo: unknown) => {
  const rh = await loginNaApi('rh@demo.jornada.dev');
  const r = await fetch(`${baseUrl()}/api/auth${caminho}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${rh.corpo.Token?.AccessToken}`,
    },
    body: JSON.stringify(corpo),
  });
  expect(r.status).toBe(200);
};

/**
 * Login único e Active Directory com os mesmos provedores reais que a suíte da API usa: um
 * OpenID Connect (oidc-provider) e um slapd do Debian, ambos em loopback e descartáveis.
 */
describe('login único (OpenID Connect) e Active Directory (LDAP)', () => {
  it('/login → "Não sei o código da empresa" → SSO → provedor → POST /external-sign-in → landing', async () => {
    // O servidor do e2e se anuncia como http://localhost:{porta} (APP_URL padrão): o cookie do
    // estado do SSO e o redirect URI ficam nesse host, então o navegador usa o mesmo.
    const origem = baseUrl().replace('127.0.0.1', 'localhost');
    const { iniciarIdp } = await fixture<FixtureIdp>('oidc-de-teste.ts');
    const idp = await iniciarIdp({
      redirectUri: `${origem}/api/auth/sso/callback`,
      clientId: 'jornada-e2e',
      clientSecret: 'segredo-do-cliente-e2e',
      contas: { paula: { email: 'colaborador@demo.jornada.dev' } },
    });
    try {
      await configurarNaApi('/sso/config', {
        issuer: idp.issuer,
        clientId: 'jornada-e2e',
        clientSecret: 'segredo-do-cliente-e2e',
        ativo: true,
      });
      const page = await novaPagina(browser);
      await page.goto(`${origem}/login`);
      await page.getByLabel('E-mail').fill('colaborador@demo.jornada.dev');
      await page.getByRole('button', { name: 'Não sei o código da empresa' }).click();
      await page.getByRole('link', { name: 'Entrar com login único (SSO)' }).click();
      // Telas de desenvolvimento do provedor: login e consentimento.
      await page.locator('input[name="login"]').fill('paula');
      await page.locator('input[name="password"]').fill('qualquer');
      await page.locator('button[type="submit"]').click();
      const trocou = page.waitForResponse((r) => r.url().endsWith('/api/auth/external-sign-in'));
      await page.locator('button[type="submit"]').click();
      expect((await trocou).status()).toBe(200);
      await aguardarEndereco(page, WEB_PONTO);
      await page.context().close();
    } finally {
      await idp.fechar();
    }
  });

  it('/ad: bind no diretório da empresa e entra como a pessoa do mesmo e-mail', async () => {
    const { garantirSlapd, iniciarSlapd, SUFIXO } = await fixture<FixtureSlapd>('slapd.ts');
    if (!garantirSlapd())
      throw new Error('slapd indisponível: instale com apps/api/test/instalar-slapd.sh');
    const slapd = await iniciarSlapd(`dn: ${SUFIXO}
objectClass: dcObject
objectClass: organization
o: Demo Comercio
dc: jornada

dn: ou=pessoas,${SUFIXO}
objectClass: organizationalUnit
ou: pessoas

dn: cn=jornada-servico,${SUFIXO}
objectClass: organizationalRole
objectClass: simpleSecurityObject
cn: jornada-servico
userPassword: senha-da-conta-de-servico

dn: uid=gestor,ou=pessoas,${SUFIXO}
objectClass: inetOrgPerson
uid: gestor
cn: Marcos Vieira
sn: Vieira
mail: gestor@demo.jornada.dev
userPassword: SenhaDoAD@2026
`);
    try {
      await configurarNaApi('/ldap/config', {
        url: slapd.url,
        bindDn: `cn=jornada-servico,${SUFIXO}`,
        bindSenha: 'senha-da-conta-de-servico',
        baseBusca: `ou=pessoas,${SUFIXO}`,
        filtro: '(uid={{usuario}})',
        ativo: true,
      });
      const page = await novaPagina(browser);
      await page.goto(`${baseUrl()}/ad`);
      await page.getByLabel('Empresa').fill(String(DEMO));
      await page.getByLabel(/^Usuário/).fill('gestor');
      await page.getByLabel(/^Senha/).fill('errada');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: /\S/ }).waitFor();
      await page.getByLabel(/^Senha/).fill('SenhaDoAD@2026');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await aguardarEndereco(page, '/home');
      await page.context().close();
    } finally {
      await slapd.fechar();
    }
  });
});
