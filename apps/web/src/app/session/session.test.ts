import { describe, expect, it } from 'vitest';
import { loginRespostaFixture } from '../../../test/fixtures.ts';
import { trocarChaveParaTestes } from './cofre-sessao.ts';
import { agendaExpiracao, CORTE_ULTIMO_LOGIN, motivoEncerramentoForcado } from './expiracao.ts';
import {
  CHAVES_SESSAO,
  findUuidDispositivo,
  lerUltimoUsuario,
  lerUsuarioId,
} from './session-storage.ts';
import { createSessaoStore, type LoginAceito } from './session-store.ts';

const AGORA = Date.parse('2026-11-22T09:00:00-03:00');
const relogio = () => AGORA;
const login = (parcial = {}) => loginRespostaFixture(parcial) as LoginAceito;

describe('sessão (spec §3, §4)', () => {
  it('login aceito abre a sessão e grava lastSignIn, id do usuário e último usuário', () => {
    const store = createSessaoStore(relogio);
    store.iniciarLogin();
    expect(store.obter().isLoading).toBe(true);
    store.concluirLogin(login());
    expect(store.obter()).toMatchObject({
      isSigned: true,
      isLoading: false,
      token: { AccessToken: 'token-de-acesso', expiraEm: AGORA + 3600 * 1000 },
      usuario: { Nome: 'Maria da Silva' },
    });
    expect(localStorage.getItem(CHAVES_SESSAO.lastSignIn)).toBe(String(AGORA));
    expect(lerUsuarioId()).toBe('7');
    expect(lerUltimoUsuario()).toEqual({ EmpresaId: 10, Email: 'maria@empresa.com.br' });
  });

  it('a sessão sobrevive a uma recarga (nova instância lê o storage)', async () => {
    const store = createSessaoStore(relogio);
    store.concluirLogin(login());
    await store.aguardarGravacao();
    const nova = createSessaoStore(relogio);
    expect(nova.isHidratada()).toBe(false);
    await nova.hidratar();
    const recarregada = nova.obter();
    expect(nova.isHidratada()).toBe(true);
    expect(nova.isRestaurada()).toBe(true);
    expect(recarregada).toMatchObject({ isSigned: true, usuario: { Id: 7 }, isLoading: false });
    expect(recarregada.menus.MenuMinhasRotinas).toHaveLength(3);
  });

  it('o estado vai cifrado: nem token nem nome aparecem no storage', async () => {
    const store = createSessaoStore(relogio);
    store.concluirLogin(login());
    await store.aguardarGravacao();
    const gravado = localStorage.getItem(CHAVES_SESSAO.estado) ?? '';
    expect(gravado).toMatch(/^v1\./);
    expect(gravado).not.toContain('token-de-acesso');
    expect(gravado).not.toContain('token-de-refresh');
    expect(gravado).not.toContain('Maria');
  });

  it('storage copiado para outro navegador (outra chave) não abre sessão', async () => {
    const store = createSessaoStore(relogio);
    store.concluirLogin(login());
    await store.aguardarGravacao();
    trocarChaveParaTestes();
    const outra = createSessaoStore(relogio);
    await outra.hidratar();
    expect(outra.obter()).toMatchObject({ isSigned: false, token: null });
  });

  it('texto cifrado adulterado não abre sessão', async () => {
    const store = createSessaoStore(relogio);
    store.concluirLogin(login());
    await store.aguardarGravacao();
    const gravado = localStorage.getItem(CHAVES_SESSAO.estado) ?? '';
    const meio = Math.floor(gravado.length / 2);
    const trocado = gravado[meio] === 'A' ? 'B' : 'A';
    localStorage.setItem(
      CHAVES_SESSAO.estado,
      gravado.slice(0, meio) + trocado + gravado.slice(meio + 1),
    );
    const outra = createSessaoStore(relogio);
    await outra.hidratar();
    expect(outra.obter().isSigned).toBe(false);
  });

  it('uma gravação atrasada não ressuscita a sessão depois do logout', async () => {
    const store = createSessaoStore(relogio);
    store.concluirLogin(login());
    store.encerrar();
    await store.aguardarGravacao();
    expect(localStorage.getItem(CHAVES_SESSAO.estado)).toBeNull();
  });

  it('renovação troca o token, mantém o usuário e o refresh novo', async () => {
    const store = createSessaoStore(relogio);
    store.concluirLogin(login());
    store.renovarToken({ AccessToken: 'novo', ExpiresIn: 60, RefreshToken: 'refresh-novo' });
    expect(store.obter()).toMatchObject({
      isSigned: true,
      usuario: { Id: 7 },
      token: { AccessToken: 'novo', RefreshToken: 'refresh-novo', expiraEm: AGORA + 60_000 },
    });
    store.atualizarRecursos({ ...login(), Token: { AccessToken: 'recurso', ExpiresIn: 30 } });
    expect(store.obter().token).toMatchObject({
      AccessToken: 'recurso',
      RefreshToken: 'refresh-novo',
    });
  });

  it('sessão restrita (cadastro do segundo fator) guarda o token sem abrir a sessão', () => {
    const store = createSessaoStore(relogio);
    store.concluirLogin(login(), { isRestrita: true });
    expect(store.obter()).toMatchObject({
      isSigned: false,
      token: { AccessToken: 'token-de-acesso' },
    });
  });

  it('falha de login limpa carregamento e sessão', () => {
    const store = createSessaoStore(relogio);
    store.iniciarLogin();
    store.falharLogin();
    expect(store.obter()).toMatchObject({ isSigned: false, isLoading: false, token: null });
  });

  it('encerrar limpa o storage menos lastLoggedUser e uuid e devolve o token anterior', () => {
    const store = createSessaoStore(relogio);
    store.concluirLogin(login());
    const uuid = findUuidDispositivo();
    localStorage.setItem('outra-chave', '1');
    store.guardarCaptchaToken('cap');
    const anterior = store.encerrar();
    expect(anterior.token?.RefreshToken).toBe('token-de-refresh');
    expect(store.obter()).toMatchObject({ isSigned: false, token: null, captchaToken: null });
    expect(Object.keys(localStorage).sort()).toEqual(['lastLoggedUser', 'uuid']);
    expect(findUuidDispositivo()).toBe(uuid);
  });

  it.each([
    {
      descricao: 'sem lastSignIn',
      preparar: () => localStorage.removeItem(CHAVES_SESSAO.lastSignIn),
    },
    {
      descricao: 'lastSignIn em 01/07/2022',
      preparar: () =>
        localStorage.setItem(
          CHAVES_SESSAO.lastSignIn,
          String(Date.parse('2022-07-01T18:00:00-03:00')),
        ),
    },
  ])('sessão gravada $descricao cai ao carregar', async ({ preparar }) => {
    const store = createSessaoStore(relogio);
    store.concluirLogin(login());
    await store.aguardarGravacao();
    expect(localStorage.getItem(CHAVES_SESSAO.estado)).not.toBeNull();
    preparar();
    const nova = createSessaoStore(relogio);
    await nova.hidratar();
    expect(nova.obter().isSigned).toBe(false);
    expect(localStorage.getItem(CHAVES_SESSAO.estado)).toBeNull();
    expect(lerUltimoUsuario()).not.toBeNull();
  });

  it('sessão gravada com token vencido cai ao carregar', async () => {
    const store = createSessaoStore(relogio);
    store.concluirLogin(login());
    await store.aguardarGravacao();
    const nova = createSessaoStore(() => AGORA + 3600 * 1000);
    await nova.hidratar();
    expect(nova.obter().isSigned).toBe(false);
  });

  it('storage corrompido ou em claro vira "sem sessão"', async () => {
    localStorage.setItem(CHAVES_SESSAO.estado, '{isto não é json');
    const uma = createSessaoStore(relogio);
    await uma.hidratar();
    expect(uma.obter().isSigned).toBe(false);
    // Estado em JSON puro (sem cifra) não é aceito: só vale o que este navegador cifrou.
    localStorage.setItem(
      CHAVES_SESSAO.estado,
      JSON.stringify({ isSigned: true, usuario: null, menus: {} }),
    );
    const outra = createSessaoStore(relogio);
    await outra.hidratar();
    expect(outra.obter().isSigned).toBe(false);
  });
});

describe('encerramento forçado', () => {
  const expiraEm = AGORA + 60_000;
  it.each([
    { descricao: 'sem lastSignIn', lastSignIn: null, expiraEm, esperado: 'sem-ultimo-login' },
    {
      descricao: 'login às 23:59 de 01/07/2022 (ainda no dia do corte)',
      lastSignIn: Date.parse('2022-07-01T23:59:00-03:00'),
      expiraEm,
      esperado: 'ultimo-login-antigo',
    },
    {
      descricao: 'login em 02/07/2022 já passa',
      lastSignIn: Date.parse('2022-07-02T00:00:00-03:00'),
      expiraEm,
      esperado: null,
    },
    {
      descricao: 'token vencido',
      lastSignIn: AGORA - 1,
      expiraEm: AGORA,
      esperado: 'token-expirado',
    },
    { descricao: 'sem token', lastSignIn: AGORA - 1, expiraEm: null, esperado: 'token-expirado' },
    { descricao: 'sessão válida', lastSignIn: AGORA - 1, expiraEm, esperado: null },
  ])('$descricao', ({ lastSignIn, expiraEm: expira, esperado }) => {
    expect(motivoEncerramentoForcado({ lastSignIn, expiraEm: expira, agora: AGORA })).toBe(
      esperado,
    );
  });

  it('o corte é o fim de 01/07/2022 no horário de Brasília', () => {
    expect(new Date(CORTE_ULTIMO_LOGIN).toISOString()).toBe('2022-07-02T03:00:00.000Z');
  });

  it('avisa a 10, 5 e 1 minuto e encerra na expiração', () => {
    expect(agendaExpiracao(AGORA + 11 * 60_000, AGORA)).toEqual({
      avisos: [
        { atrasoMs: 60_000, mensagem: 'Faltam 10 minutos para expirar a sua sessão' },
        { atrasoMs: 6 * 60_000, mensagem: 'Faltam 5 minutos para expirar a sua sessão' },
        { atrasoMs: 10 * 60_000, mensagem: 'Falta 1 minuto para expirar a sua sessão' },
      ],
      encerrarEmMs: 11 * 60_000,
    });
  });

  it('avisos que já passaram não são repetidos', () => {
    const agenda = agendaExpiracao(AGORA + 3 * 60_000, AGORA);
    expect(agenda.avisos.map((a) => a.mensagem)).toEqual([
      'Falta 1 minuto para expirar a sua sessão',
    ]);
  });
});
