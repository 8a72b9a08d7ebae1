// The list endpoints' answer (GET /api/{collection}, /api/system_icons, /api/system_colors, …):
// `data` (or `items`) and `pagination.total`.

export interface ListAnswer<Item> {
  data?: Item[];
  items?: Item[];
  pagination?: { total?: number };
}

export function listItems<Item>(answer: ListAnswer<Item>): Item[] {
  return answer.data ?? answer.items ?? [];
}

export function listTotal(answer: ListAnswer<unknown>): number {
  return answer.pagination?.total ?? listItems(answer).length;
}
