import type { IdentificacaoQuiosque, MetodoQuiosque } from '@jornada/contracts';
import { AppError } from '../../../shared/errors.ts';
import {
  type DispositivoAutenticado,
  identificacaoInvalida,
  NOMES_METODO,
  type QuiosqueDeps,
} from '../quiosque.comum.ts';
import { codigoQrDinamico, iguais, pinConfere, sha256 } from '../quiosque.cripto.ts';
import {
  BLOQUEIO_PIN_MS,
  isBloqueado,
  isJanelaAceita,
  lerConteudoQr,
  registrarFalha,
} from '../quiosque.regras.ts';
import { quiosqueRepository } from '../quiosque.repository.ts';

type Repo = ReturnType<typeof quiosqueRepository>;
export type PessoaIdentificada = NonNullable<Awaited<ReturnType<Repo['findPessoa']>>>;

const faltando = (campo: string, mensagem: string) =>
  new AppError('CAMPO_OBRIGATORIO', mensagem, 400, campo);

const qrInvalido = () =>
  new AppError('QR_INVALIDO', 'QR não reconhecido, vencido ou revogado.', 422, 'qr');

const bloqueado = () =>
  new AppError(
    'PIN_BLOQUEADO',
    `PIN bloqueado neste quiosque por ${BLOQUEIO_PIN_MS / 60_000} minutos depois de 5 tentativas erradas.`,
    429,
    'pin',
  );

const ativa = (p: PessoaIdentificada | undefined) => (p?.ativo ? p : undefined);

/**
 * Quem está diante do quiosque, pelo método escolhido (os que o aparelho permite): matrícula +
 * PIN (5 erros seguidos bloqueiam a matrícula no aparelho por 5 minutos), QR do cartão ou do app
 * (janela de 30 s, ±1), crachá (matrícula digitada pelo leitor) ou matrícula para o rosto (1:1).
 */
export const createIdentificar = ({
  db,
  clock,
  segredo,
}: Pick<QuiosqueDeps, 'db' | 'clock' | 'segredo'>) => {
  const porPin = async (
    repo: Repo,
    d: DispositivoAutenticado,
    pessoa: PessoaIdentificada | undefined,
    pin: string,
  ) => {
    const agora = clock();
    const estado = pessoa ? await repo.findBloqueio(d.id, pessoa.id) : undefined;
    if (isBloqueado(estado, agora)) throw bloqueado();
    const credenciais = pessoa ? await repo.findCredenciais(pessoa.id) : undefined;
    // Sem pessoa ou sem PIN, confere mesmo assim (mesmo custo): a resposta não diz qual errou.
    const confere = await pinConfere(pin, credenciais?.pinHash ?? null);
    if (!pessoa) throw identificacaoInvalida();
    if (!confere) {
      const novo = registrarFalha(estado, agora);
      await repo.gravarBloqueio(d.id, pessoa.id, novo);
      if (novo.bloqueadoAte) throw bloqueado();
      throw identificacaoInvalida();
    }
    if (estado?.falhas)
      await repo.gravarBloqueio(d.id, pessoa.id, { falhas: 0, bloqueadoAte: null });
    return pessoa;
  };

  const porQr = async (repo: Repo, d: DispositivoAutenticado, texto: string) => {
    const qr = lerConteudoQr(texto);
    if (!qr || qr.empresaId !== d.empresaId) throw qrInvalido();
    const pessoa = ativa(await repo.findPessoa(qr.usuarioId));
    if (!pessoa) throw qrInvalido();
    const c = await repo.findCredenciais(qr.usuarioId);
    const confere =
      qr.tipo === 'cartao'
        ? Boolean(c?.cartaoHash) && iguais(sha256(qr.segredo), c!.cartaoHash!)
        : isJanelaAceita(qr.janela, clock().getTime()) &&
          iguais(
            codigoQrDinamico(segredo, { ...qr, qrVersao: c?.qrVersao ?? 0 }, qr.janela),
            qr.codigo,
          );
    if (!confere) throw qrInvalido();
    return pessoa;
  };

  return async (
    d: DispositivoAutenticado,
    e: IdentificacaoQuiosque,
  ): Promise<PessoaIdentificada> => {
    const metodo: MetodoQuiosque = e.metodo;
    if (!(d.metodos as string[]).includes(metodo))
      throw new AppError(
        'METODO_NAO_PERMITIDO',
        `Este quiosque não aceita identificação por ${NOMES_METODO[metodo]}.`,
        422,
        'metodo',
      );
    const repo = quiosqueRepository({ db, empresaId: d.empresaId });
    if (metodo === 'qr') {
      if (!e.qr) throw faltando('qr', 'Leia o QR do cartão ou do aplicativo.');
      return porQr(repo, d, e.qr);
    }
    if (!e.matricula) throw faltando('matricula', 'Informe a matrícula.');
    const pessoa = ativa(await repo.findPessoaPorMatricula(e.matricula));
    if (metodo !== 'pin') {
      if (!pessoa)
        throw new AppError('MATRICULA_INEXISTENTE', 'Matrícula não encontrada.', 422, 'matricula');
      return pessoa;
    }
    if (!e.pin) throw faltando('pin', 'Informe o PIN.');
    return porPin(repo, d, pessoa, e.pin);
  };
};
