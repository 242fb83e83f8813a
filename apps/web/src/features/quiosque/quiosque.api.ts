import {
  type AtivacaoQuiosque,
  ativacaoRespostaSchema,
  cartaoQrRespostaSchema,
  codigoAtivacaoRespostaSchema,
  configuracaoQuiosqueRespostaSchema,
  credenciaisPessoasRespostaSchema,
  type DispositivoEntrada,
  dispositivoRespostaSchema,
  dispositivosRespostaSchema,
  type IdentificacaoQuiosque,
  type MarcacaoQuiosque,
  type MarcarQuiosque,
  marcacaoQuiosqueRespostaSchema,
  meuQuiosqueRespostaSchema,
  pessoaIdentificadaRespostaSchema,
  qrDinamicoRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';

const dados = <T>(r: { data: T | null }): T => r.data as T;

// --- RH ---
export const loadDispositivos = async () =>
  dados(dispositivosRespostaSchema.parse(await apiFetch('quiosque', '/dispositivos')));

export const salvarDispositivo = async (id: number | null, corpo: DispositivoEntrada) =>
  dados(
    dispositivoRespostaSchema.parse(
      await apiFetch('quiosque', id ? `/dispositivos/${id}` : '/dispositivos', {
        method: id ? 'PUT' : 'POST',
        body: corpo,
      }),
    ),
  );

export const acaoDispositivo = async (id: number, acao: 'revogar' | 'arquivar') =>
  dados(
    dispositivoRespostaSchema.parse(
      await apiFetch('quiosque', `/dispositivos/${id}/${acao}`, { method: 'POST' }),
    ),
  );

export const gerarCodigoAtivacao = async (id: number) =>
  dados(
    codigoAtivacaoRespostaSchema.parse(
      await apiFetch('quiosque', `/dispositivos/${id}/codigo`, { method: 'POST' }),
    ),
  );

// --- Colaborador ---
export const loadMeuQuiosque = async () =>
  dados(meuQuiosqueRespostaSchema.parse(await apiFetch('quiosque', '/meu')));

export const definirMeuPin = (pin: string) =>
  apiFetch('quiosque', '/meu/pin', { method: 'PUT', body: { pin } });

export const loadMeuQr = async () =>
  dados(qrDinamicoRespostaSchema.parse(await apiFetch('quiosque', '/meu/qr')));

export const emitirCartao = async (usuarioId: number) =>
  dados(
    cartaoQrRespostaSchema.parse(
      await apiFetch('quiosque', `/pessoas/${usuarioId}/cartao`, { method: 'POST' }),
    ),
  );

export const loadCredenciaisPessoas = async () =>
  dados(credenciaisPessoasRespostaSchema.parse(await apiFetch('quiosque', '/pessoas')));

export const redefinirPinPessoa = (usuarioId: number, pin: string) =>
  apiFetch('quiosque', `/pessoas/${usuarioId}/pin`, { method: 'PUT', body: { pin } });

export const revogarCartao = (usuarioId: number) =>
  apiFetch('quiosque', `/pessoas/${usuarioId}/cartao`, { method: 'DELETE' });

// --- Aparelho: sem sessão; a credencial vai em `Authorization: Quiosque <token>` ---
const doAparelho = (token: string) => ({
  accessToken: null,
  headers: { Authorization: `Quiosque ${token}` },
});

export const ativarAparelho = async (codigo: string): Promise<AtivacaoQuiosque> =>
  dados(
    ativacaoRespostaSchema.parse(
      await apiFetch('quiosque', '/aparelho/ativar', {
        method: 'POST',
        body: { codigo },
        accessToken: null,
      }),
    ),
  );

export const loadConfiguracaoAparelho = async (token: string) =>
  dados(
    configuracaoQuiosqueRespostaSchema.parse(
      await apiFetch('quiosque', '/aparelho', doAparelho(token)),
    ),
  );

export const identificarPessoa = async (token: string, corpo: IdentificacaoQuiosque) =>
  dados(
    pessoaIdentificadaRespostaSchema.parse(
      await apiFetch('quiosque', '/aparelho/identificar', {
        ...doAparelho(token),
        method: 'POST',
        body: corpo,
      }),
    ),
  );

export const marcarNoAparelho = async (
  token: string,
  corpo: MarcarQuiosque,
): Promise<MarcacaoQuiosque> =>
  dados(
    marcacaoQuiosqueRespostaSchema.parse(
      await apiFetch('quiosque', '/aparelho/marcar', {
        ...doAparelho(token),
        method: 'POST',
        body: corpo,
      }),
    ),
  );
