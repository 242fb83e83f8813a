import { afterEach, describe, expect, it, vi } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import {
  apiFetch,
  apiFetchWithCaptcha,
  configurarApi,
  redefinirConfiguracaoApi,
} from './api-fetch.ts';
import { ErroApi } from './erro-api.ts';

const configurarSessao = () => {
  const onErroServidor = vi.fn();
  configurarApi({
    obterAccessToken: () => 'tok-123',
    obterUsuarioId: () => '7',
    onErroServidor,
  });
  return { onErroServidor };
};

afterEach(() => redefinirConfiguracaoApi());

describe('apiFetch (spec §7)', () => {
  it('monta a URL do serviço com a query e envia bearer, usuarioId e JSON', async () => {
    configurarSessao();
    const { chamadas } = instalarFakeFetch({
      'GET /api/main/monolito/dia-resumido': () => ({ body: { success: true } }),
    });
    const corpo = await apiFetch('main', '/monolito/dia-resumido', {
      query: { data: '2026-11-22', vazio: undefined, nulo: null },
    });
    expect(corpo).toEqual({ success: true });
    const [req] = chamadas;
    expect(req?.url.pathname + req!.url.search).toBe(
      '/api/main/monolito/dia-resumido?data=2026-11-22',
    );
    expect(req?.headers.get('authorization')).toBe('Bearer tok-123');
    expect(req?.headers.get('usuarioid')).toBe('7');
    expect(req?.headers.get('accept')).toBe('application/json');
    expect(req?.headers.get('content-type')).toBeNull();
  });

  it('POST envia o corpo em JSON; accessToken explícito sobrepõe o da sessão', async () => {
    configurarSessao();
    const { chamadas } = instalarFakeFetch({ 'POST /api/auth/logout': () => ({ status: 204 }) });
    const corpo = await apiFetch('auth', '/logout', {
      method: 'POST',
      body: { refreshToken: 'r1' },
      accessToken: 'tok-antigo',
    });
    expect(corpo).toBeUndefined();
    expect(chamadas[0]?.body).toEqual({ refreshToken: 'r1' });
    expect(chamadas[0]?.headers.get('content-type')).toBe('application/json');
    expect(chamadas[0]?.headers.get('authorization')).toBe('Bearer tok-antigo');
  });

  it('sem token na sessão não envia Authorization', async () => {
    const { chamadas } = instalarFakeFetch({ 'GET /api/main/x': () => ({ body: {} }) });
    await apiFetch('main', '/x');
    expect(chamadas[0]?.headers.has('authorization')).toBe(false);
    expect(chamadas[0]?.headers.has('usuarioid')).toBe(false);
  });

  it('HTTP 500–599 avisa "Erro do servidor" e rejeita', async () => {
    const { onErroServidor } = configurarSessao();
    instalarFakeFetch({
      'GET /api/main/x': () => ({ status: 503, body: { Mensagem: 'detalhe interno' } }),
    });
    const erro = await apiFetch('main', '/x').catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroApi);
    expect(erro).toMatchObject({ status: 503, mensagem: 'Erro do servidor', isErroServidor: true });
    expect(onErroServidor).toHaveBeenCalledTimes(1);
  });

  it('400 rejeita com a Mensagem, o código e o campo do servidor, sem aviso global', async () => {
    const { onErroServidor } = configurarSessao();
    instalarFakeFetch({
      'POST /api/main/MarcarPonto3': () => ({
        status: 400,
        body: corpoErro400('Marcação fora do horário permitido.', 'FORA_DO_HORARIO', 'hora'),
      }),
    });
    const erro = await apiFetch('main', '/MarcarPonto3', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(erro).toMatchObject({
      status: 400,
      mensagem: 'Marcação fora do horário permitido.',
      codigo: 'FORA_DO_HORARIO',
      campo: 'hora',
      isErroServidor: false,
    });
    expect(onErroServidor).not.toHaveBeenCalled();
  });

  it('isSomente200: outro 2xx não conta como sucesso', async () => {
    instalarFakeFetch({
      'POST /api/auth/login': () => ({ status: 201, body: { Mensagem: 'Criado' } }),
    });
    await expect(
      apiFetch('auth', '/login', { method: 'POST', body: {}, isSomente200: true }),
    ).rejects.toMatchObject({ status: 201 });
  });

  it('falha de rede chega ao chamador como exceção', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiFetch('main', '/x')).rejects.toBeInstanceOf(TypeError);
  });
});

describe('apiFetchWithCaptcha', () => {
  it('no 405 pede o desafio, guarda o token e repete uma vez com x-captcha-token', async () => {
    const guardarCaptchaToken = vi.fn();
    const onCaptchaChallenge = vi.fn().mockResolvedValue('cap-novo');
    configurarApi({ obterCaptchaToken: () => null, guardarCaptchaToken, onCaptchaChallenge });
    const { chamadas } = instalarFakeFetch({
      'POST /api/auth/forgot-password': ({ headers }) =>
        headers.get('x-captcha-token') === 'cap-novo'
          ? { body: { ok: true } }
          : { status: 405, body: { Mensagem: 'Captcha necessário.' } },
    });
    const corpo = await apiFetchWithCaptcha('auth', '/forgot-password', {
      method: 'POST',
      body: {},
    });
    expect(corpo).toEqual({ ok: true });
    expect(onCaptchaChallenge).toHaveBeenCalledTimes(1);
    expect(guardarCaptchaToken).toHaveBeenCalledWith('cap-novo');
    expect(chamadas.map((c) => c.headers.get('x-captcha-token'))).toEqual([null, 'cap-novo']);
  });

  it('envia o token guardado já na primeira tentativa', async () => {
    configurarApi({ obterCaptchaToken: () => 'cap-guardado' });
    const { chamadas } = instalarFakeFetch({ 'POST /api/auth/validate': () => ({ body: {} }) });
    await apiFetchWithCaptcha('auth', '/validate', { method: 'POST', body: {} });
    expect(chamadas[0]?.headers.get('x-captcha-token')).toBe('cap-guardado');
  });

  it('repete só uma vez: um segundo 405 rejeita', async () => {
    const onCaptchaChallenge = vi.fn().mockResolvedValue('cap');
    configurarApi({ onCaptchaChallenge });
    const { chamadas } = instalarFakeFetch({
      'POST /api/auth/validate': () => ({ status: 405, body: {} }),
    });
    await expect(
      apiFetchWithCaptcha('auth', '/validate', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({ status: 405 });
    expect(onCaptchaChallenge).toHaveBeenCalledTimes(1);
    expect(chamadas).toHaveLength(2);
  });

  it('sem desafio plugado, o 405 chega ao chamador', async () => {
    instalarFakeFetch({ 'POST /api/auth/validate': () => ({ status: 405, body: {} }) });
    await expect(
      apiFetchWithCaptcha('auth', '/validate', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({ status: 405 });
  });
});
