import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import type { CertificadoService } from '../certificado/index.ts';
import type { HoleriteService } from '../holerite/index.ts';

/** Rota do menu que dá a gestão das assinaturas (enviar, acompanhar, lembrar, baixar): o RH. */
export const ROTA_GESTAO_ASSINATURA = '/dashboard/admin/colaboradores';
/** Página do app onde a pessoa vê e assina os documentos (sempre permitida, spec §2). */
export const URL_DOCUMENTOS = '/#/dashboard/admin/documentos-assinatura-eletronica';

type AvisoPush = { titulo: string; mensagem: string; url: string };

export type AssinaturaDeps = {
  db: Db;
  clock: () => Date;
  /** Quem sela pela empresa (módulo certificado). */
  certificados: Pick<CertificadoService, 'assinanteDe'>;
  /** PDF do espelho do mês (módulo espelho, ligado no buildApp). */
  espelhoPdf: (
    auth: AuthContext,
    q: { usuarioId: number; ano: number; mes: number },
  ) => Promise<{ nomeArquivo: string; conteudo: Buffer }>;
  /** Holerites importados (módulo holerite): a lista filtrada e o PDF de um. */
  holerites: Pick<HoleriteService, 'listar' | 'arquivo'>;
  /** Confirmação de identidade do módulo auth: a mesma senha e o mesmo TOTP do login. */
  identidade: {
    senhaConfere: (senhaHash: string | null, senha: string) => Promise<boolean>;
    totp: {
      ativo: (empresaId: number, usuarioId: number) => Promise<boolean>;
      conferir: (
        empresaId: number,
        usuarioId: number,
        codigo: string,
        exigirAtivo: boolean,
      ) => Promise<boolean>;
    };
  };
  /** Aviso Web Push a uma pessoa (módulo notificacao). */
  notificar?: (empresaId: number, usuarioId: number, aviso: AvisoPush) => void;
  /** Endereço público do app, para o link de verificação na página de assinatura. */
  urlPublica: string;
  /** Enfileira a geração de um lote (job `assinatura-envio`); sem fila, gera na requisição. */
  enfileirarEnvio?: ((dados: DadosEnvio) => Promise<string | null>) | undefined;
  /** Verdadeiro quando a fila está parando (o job para entre duas levas). */
  interrompido?: (() => boolean) | undefined;
  /** Log das falhas inesperadas na geração (a pessoa fica com uma mensagem genérica). */
  log?: { error: (obj: object, msg: string) => void } | undefined;
};

/** Nome da fila da geração dos documentos de um envio no pg-boss (e ator da auditoria). */
export const FILA_ASSINATURA_ENVIO = 'assinatura-envio';

/** Dados de um job de envio: o lote; o resto (quem enviou, opções) está gravado nele. */
export type DadosEnvio = { empresaId: number; loteId: string };

/** De onde veio o pedido (evidência): IP e navegador. */
export type Origem = { ip: string; userAgent: string | null };
