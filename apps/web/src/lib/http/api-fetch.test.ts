import { afterEach, describe, expect, it, vi } from 'vitest';
import { corpoErro400, instalarFakeFetch } from '../../../test/fake-api.ts';
import {
  apiFetch,
  apiFetchWithCaptcha,
  configurarApi,
  nomeDoContentDisposition,
  redefinirConfiguracaoApi,
} from './api-fetch.ts';
import { ErroApi } from './erro-api.ts';

const configurarSessao = () => {
  const onErroServidor = vi.fn();
  configurarApi({
    findAccessToken: () => 'tok-123',
    findUsuarioId: () => '7',
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

/** fetch falso que guarda o init cru (FormData, cabeçalhos) e devolve a resposta dada. */
const stubFetch = (resposta: () => Response) => {
  const chamadas: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (entrada: RequestInfo | URL, init: RequestInit = {}) => {
      chamadas.push({ url: String(entrada), init });
      return resposta();
    }),
  );
  return chamadas;
};

describe('apiFetch: arquivos e multipart', () => {
  it("resposta 'arquivo' devolve o blob, o nome do content-disposition e os cabeçalhos", async () => {
    configurarSessao();
    const chamadas = stubFetch(
      () =>
        new Response('%PDF-1.7 conteudo', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="comprovante%20123.pdf"',
            'x-afd-nsr-final': '42',
          },
        }),
    );
    const arquivo = await apiFetch('main', '/comprovantes/ABC/pdf', {
      resposta: 'arquivo',
      query: { v: 1 },
    });
    expect(await arquivo.blob.text()).toBe('%PDF-1.7 conteudo');
    expect(arquivo.nome).toBe('comprovante 123.pdf');
    expect(arquivo.headers.get('x-afd-nsr-final')).toBe('42');
    const cabecalhos = new Headers(chamadas[0]?.init.headers);
    expect(chamadas[0]?.url).toBe('/api/main/comprovantes/ABC/pdf?v=1');
    expect(cabecalhos.get('authorization')).toBe('Bearer tok-123');
    expect(cabecalhos.get('usuarioid')).toBe('7');
    expect(cabecalhos.get('accept')).toBe('*/*');
  });

  it("resposta 'arquivo' com erro rejeita com ErroApi como no JSON (500 avisa)", async () => {
    const { onErroServidor } = configurarSessao();
    stubFetch(
      () =>
        new Response(
          JSON.stringify(corpoErro400('Comprovante não encontrado.', 'NAO_ENCONTRADO')),
          {
            status: 404,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    await expect(
      apiFetch('main', '/comprovantes/X/pdf', { resposta: 'arquivo' }),
    ).rejects.toMatchObject({ status: 404, mensagem: 'Comprovante não encontrado.' });
    expect(onErroServidor).not.toHaveBeenCalled();
    stubFetch(() => new Response('falhou', { status: 500 }));
    await expect(apiFetch('main', '/x', { resposta: 'arquivo' })).rejects.toMatchObject({
      status: 500,
      mensagem: 'Erro do servidor',
    });
    expect(onErroServidor).toHaveBeenCalledTimes(1);
  });

  it('body FormData vai como multipart: sem Content-Type JSON, com bearer e usuarioId', async () => {
    configurarSessao();
    const chamadas = stubFetch(
      () =>
        new Response(JSON.stringify({ Success: true }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const corpo = new FormData();
    corpo.append('motivoId', '3');
    corpo.append('anexo', new File(['x'], 'atestado.pdf', { type: 'application/pdf' }));
    const resposta = await apiFetch('main', '/AlterarDataMarcacao', {
      method: 'POST',
      body: corpo,
    });
    expect(resposta).toEqual({ Success: true });
    const init = chamadas[0]?.init;
    expect(init?.body).toBe(corpo);
    const cabecalhos = new Headers(init?.headers);
    expect(cabecalhos.get('content-type')).toBeNull();
    expect(cabecalhos.get('accept')).toBe('application/json');
    expect(cabecalhos.get('authorization')).toBe('Bearer tok-123');
    expect(cabecalhos.get('usuarioid')).toBe('7');
  });

  it('lê o nome do arquivo nas grafias do content-disposition', () => {
    expect(nomeDoContentDisposition('attachment; filename="AFD123.txt"')).toBe('AFD123.txt');
    expect(nomeDoContentDisposition("attachment; filename*=UTF-8''relat%C3%B3rio.pdf")).toBe(
      'relatório.pdf',
    );
    expect(nomeDoContentDisposition('attachment; filename=AEJ.txt')).toBe('AEJ.txt');
    expect(nomeDoContentDisposition('inline')).toBeNull();
    expect(nomeDoContentDisposition(null)).toBeNull();
  });
});

describe('apiFetchWithCaptcha', () => {
  it('no 405 pede o desafio, guarda o token e repete uma vez com x-captcha-token', async () => {
    const guardarCaptchaToken = vi.fn();
    const onCaptchaChallenge = vi.fn().mockResolvedValue('cap-novo');
    configurarApi({ findCaptchaToken: () => null, guardarCaptchaToken, onCaptchaChallenge });
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
    configurarApi({ findCaptchaToken: () => 'cap-guardado' });
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
