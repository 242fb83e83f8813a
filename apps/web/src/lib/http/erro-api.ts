/** Corpo de erro da API (400 etc.): traz o texto em várias grafias (spec §3, §8). */
type CorpoErro = {
  Mensagem?: unknown;
  message?: unknown;
  Error?: unknown;
  error?: unknown;
  codigo?: unknown;
  campo?: unknown;
};

export const MENSAGEM_ERRO_SERVIDOR = 'Erro do servidor';
const MENSAGEM_PADRAO = 'Não foi possível concluir a operação.';

const textoOuNulo = (valor: unknown): string | null =>
  typeof valor === 'string' && valor.trim() !== '' ? valor : null;

/**
 * Erro tipado de uma chamada à API: o chamador decide o que mostrar com `mensagem` (o texto do
 * servidor) e `status`. Subclasse de Error para que TanStack Query e `instanceof` funcionem.
 */
export class ErroApi extends Error {
  readonly status: number;
  readonly mensagem: string;
  readonly codigo: string | null;
  readonly campo: string | null;
  readonly corpo: unknown;

  constructor(status: number, corpo: unknown) {
    const c = (typeof corpo === 'object' && corpo !== null ? corpo : {}) as CorpoErro;
    const mensagem =
      status >= 500
        ? MENSAGEM_ERRO_SERVIDOR
        : (textoOuNulo(c.Mensagem) ??
          textoOuNulo(c.message) ??
          textoOuNulo(c.Error) ??
          textoOuNulo(c.error) ??
          MENSAGEM_PADRAO);
    super(mensagem);
    this.name = 'ErroApi';
    this.status = status;
    this.mensagem = mensagem;
    this.codigo = textoOuNulo(c.codigo);
    this.campo = textoOuNulo(c.campo);
    this.corpo = corpo;
  }

  get isErroServidor(): boolean {
    return this.status >= 500 && this.status <= 599;
  }
}

export const isErroApi = (erro: unknown): erro is ErroApi => erro instanceof ErroApi;
