import { createHash } from 'node:crypto';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { type Assinante, assinarResumo } from './cms.ts';

/** Signer do @signpdf que produz o CMS (CAdES) com o nosso assinante, sem signing-time. */
class AssinadorPades extends Signer {
  constructor(private readonly assinante: Assinante) {
    super();
  }

  override async sign(conteudo: Buffer): Promise<Buffer> {
    return assinarResumo(createHash('sha256').update(conteudo).digest(), this.assinante, null);
  }
}

/**
 * Assina o PDF em PAdES (ETSI.CAdES.detached; Portaria 671 art. 80 e FAQ MTE): reserva o espaço
 * da assinatura, calcula o CMS sobre os intervalos de bytes e o grava no PDF.
 */
export const assinarPdf = async (
  pdf: Buffer,
  assinante: Assinante,
  p: { motivo: string; local: string; momento: Date },
): Promise<Buffer> => {
  const comEspaco = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: p.motivo,
    contactInfo: '',
    name: assinante.titular.slice(0, 120),
    location: p.local,
    signingTime: p.momento,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signatureLength: 16_384,
    appName: 'Jornada',
  });
  return new SignPdf().sign(comEspaco, new AssinadorPades(assinante), p.momento);
};
