import type { Campaign } from '../../../io/pbem/campaign/stage.ts';
import { fileName } from '../../io.ts';
import { diceText, headline, listed } from './describeCampaign.ts';

/** What the referee is told after publishing: what went out, what comes next, and the report. */
export function publicationSummary(campaignPath: string, campaign: Campaign, before = -1): string {
  const p = campaign.publications.at(-1);
  if (!p) return `${fileName(campaignPath)}: nothing published`;
  if (p.seq === before) return `${fileName(campaignPath)}: nothing published yet. Next: ${headline(campaign)}.`;
  const what = p.step === 'closed' ? 'orders closed, commitments published' : p.step === 'duel' ? duelStep(p.duel?.round ?? 0) : 'resolved';
  const lines = [`${fileName(campaignPath)}: publication ${p.seq}, turn ${p.turn} (${p.phase}) ${what}; send the file to every player.`];
  if (p.missingOrders.length > 0) lines.push(`Missing orders: ${listed(p.missingOrders)} (their units hold).`);
  lines.push(diceText(campaign, p));
  if (p.revealsDueBy) lines.push(`Reveals due by ${p.revealsDueBy}.`);
  lines.push(`Next: ${headline(campaign)}.`);
  if (p.report.length > 0) lines.push('Report:', ...p.report.map((line) => `  ${line}`));
  return lines.join('\n');
}

const duelStep = (round: number): string => (round === 0 ? 'a duel begins (the dice are out)' : `duel round ${round} published`);
