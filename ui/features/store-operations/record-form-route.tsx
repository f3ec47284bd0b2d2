import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { Redirect, useParams } from "wouter";
import { fromPromise } from "xstate";
import { parseId } from "../../../core/schemas/ids";
import type { License } from "../../../core/store-operations/store-operations-wire";
import {
  recordFormMachine,
  type ChosenFile,
  type FormValues,
  type RecordKind,
} from "../../../machines/store-operations/record-form.machine";
import type {
  MaintenanceRecord,
  StoreOperationsPort,
} from "../../../machines/store-operations/store-operations-ports";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { idempotencyKeyFrom } from "../../../machines/shared/submit-once";
import { card } from "../../components/card.css";
import { LoadPending } from "../../components/load-states";
import { useScreenLoad } from "../../components/use-screen-load";
import { PageHeader } from "../../components/page-header";
import { useI18n } from "../../i18n/i18n-context";
import { NoStore } from "./no-store";
import { RecordFormView } from "./record-form-view";
import { useSelectedStore, useStoreOperations } from "./use-store-operations";

const LIST_OF: Record<RecordKind, string> = { license: "/licenses", maintenance: "/equipment-maintenance" };

/** /license: a new licence. /license/{id}: its renewal. */
export function LicenseFormRoute() {
  return <RecordFormRoute kind="license" />;
}

/** /maintenance: new equipment. /maintenance/{id}: a new service of it. */
export function MaintenanceFormRoute() {
  return <RecordFormRoute kind="maintenance" />;
}

function RecordFormRoute({ kind }: { readonly kind: RecordKind }) {
  const { t } = useI18n();
  const { id: idText } = useParams<{ id?: string }>();
  const { storeId } = useSelectedStore();
  const id = idText === undefined ? undefined : (parseId(idText) ?? -1);
  const title =
    kind === "license"
      ? t(id === undefined ? "ui_license_new" : "ui_license_renew")
      : t(id === undefined ? "ui_maintenance_new" : "ui_maintenance_record");
  return (
    <>
      <PageHeader title={title} />
      <section className={card}>
        {storeId === undefined ? (
          <NoStore />
        ) : id === -1 ? (
          <Redirect to={LIST_OF[kind]} />
        ) : (
          <StoreRecordForm key={`${storeId}:${id ?? "new"}`} kind={kind} storeId={storeId} id={id} />
        )}
      </section>
    </>
  );
}

type Existing = { readonly ok: true; readonly values: FormValues } | { readonly ok: false };

/** The form's first values: a renewal starts from the record as it stands. */
function startingValues(
  kind: RecordKind,
  record: License | MaintenanceRecord | undefined,
  today: string,
): FormValues {
  if (kind === "license") {
    const license = record as License | undefined;
    return {
      title: license?.title ?? "",
      startDate: license?.expirationDate ?? "",
      expirationDate: "",
      renewalDate: license === undefined ? "" : today,
    };
  }
  const service = record as MaintenanceRecord | undefined;
  return { equipment: service?.equipment ?? "", maintenanceDate: today, nextMaintenanceDate: "", notes: "" };
}

const isValues = (value: unknown): value is FormValues =>
  typeof value === "object" && value !== null && Object.values(value).every((v) => typeof v === "string");

function loadExisting(
  port: StoreOperationsPort,
  kind: RecordKind,
  storeId: number,
  id: number | undefined,
): Promise<Existing> {
  if (id === undefined)
    return Promise.resolve({ ok: true, values: startingValues(kind, undefined, port.today()) });
  const record = kind === "license" ? port.license(storeId, id) : port.maintenanceRecord(storeId, id);
  return record.then(
    (r) => ({ ok: true as const, values: startingValues(kind, r, port.today()) }),
    () => ({ ok: false as const }),
  );
}

function StoreRecordForm({
  kind,
  storeId,
  id,
}: {
  readonly kind: RecordKind;
  readonly storeId: number;
  readonly id: number | undefined;
}) {
  const port = useStoreOperations();
  // The record as it stands, read once when the form opens (a renewal starts from it).
  const existing = useScreenLoad(() => loadExisting(port, kind, storeId, id), [kind, storeId, id]);
  if (existing.phase !== "ready") return <LoadPending view={existing} />;
  if (!existing.data.ok) return <Redirect to={LIST_OF[kind]} />;
  return <FormWithMachine kind={kind} storeId={storeId} id={id} start={existing.data.values} port={port} />;
}

function FormWithMachine({
  kind,
  storeId,
  id,
  start,
  port,
}: {
  readonly kind: RecordKind;
  readonly storeId: number;
  readonly id: number | undefined;
  readonly start: FormValues;
  readonly port: StoreOperationsPort;
}) {
  const draftName = `store-operations.${kind}.${storeId}.${id ?? "new"}`;
  const machine = useMemo(
    () =>
      recordFormMachine.provide({
        actors: {
          createIdempotencyKey: idempotencyKeyFrom(port.newKey),
          uploadFiles: fromPromise(async ({ input }) => {
            const uploaded: ChosenFile[] = [];
            // One at a time, each once: a file that went up keeps its id if a later one fails.
            for (const file of input)
              uploaded.push(
                file.fileId !== null || file.blob === null
                  ? file
                  : { ...file, fileId: await port.upload(file.blob, file.name), blob: null },
              );
            return uploaded;
          }),
          save: fromPromise(async ({ input }) => {
            const v = input.values;
            const saved =
              kind === "license"
                ? await port.saveLicense(
                    storeId,
                    id,
                    {
                      title: v["title"] ?? "",
                      startDate: v["startDate"] ?? "",
                      expirationDate: v["expirationDate"] ?? "",
                      renewalDate: (v["renewalDate"] ?? "") === "" ? null : (v["renewalDate"] ?? null),
                      file_ids: input.fileIds,
                    },
                    input.idempotencyKey,
                  )
                : await port.saveMaintenance(
                    storeId,
                    id,
                    {
                      equipment: v["equipment"] ?? "",
                      maintenance_date: v["maintenanceDate"] ?? "",
                      next_maintenance_date: v["nextMaintenanceDate"] ?? "",
                      notes: v["notes"] ?? "",
                      file_ids: input.fileIds,
                    },
                    input.idempotencyKey,
                  );
            return saved.id;
          }),
        },
        actions: { keepDraft: (_, params) => port.drafts.write(draftName, params.values) },
      }),
    [port, kind, storeId, id, draftName],
  );
  const draft = port.drafts.read(draftName);
  const actor = useActorRef(machine, {
    input: { kind, values: isValues(draft) ? { ...start, ...draft } : start },
    inspect: inspectionRelay.inspect,
  });
  const snapshot = useSelector(actor, (s) => s);
  const saved = snapshot.matches("saved");
  useEffect(() => {
    if (saved) port.drafts.clear(draftName);
  }, [saved, port, draftName]);
  if (saved) return <Redirect to={LIST_OF[kind]} />;
  const { context } = snapshot;
  return (
    <RecordFormView
      kind={kind}
      values={context.values}
      files={context.files}
      errors={context.showErrors ? context.errors : []}
      failureKey={context.failureKey}
      requestId={context.failureRequestId}
      busy={snapshot.matches("uploading") || snapshot.matches("saving")}
      listHref={LIST_OF[kind]}
      send={actor.send}
    />
  );
}
