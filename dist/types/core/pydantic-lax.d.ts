/** Coerce the record's lax fields in place as pydantic would (its event type's schema); whether any changed. */
export declare function coercePydanticLax(eventType: string, record: Record<string, unknown>): boolean;
