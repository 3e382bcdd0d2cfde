import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useState } from "react";
import { isOpenStage } from "#schema/deals/deals.rules.ts";
import type { DealStage } from "#web/graphql/generated/graphql.ts";
import type { BoardMove } from "../hooks/useDealBoard.ts";
import { findDeal, moveOnBoard, type Board } from "../utils/boardColumns.ts";
import { boardAnnouncements, BOARD_INSTRUCTIONS } from "../utils/boardAnnouncements.ts";
import { CloseDealDialog, type PendingClose } from "./CloseDealDialog.tsx";
import { DealColumn } from "./DealColumn.tsx";

export type DealBoardProps = {
  board: Board;
  loadingMore: DealStage | null;
  onLoadMore: (stage: DealStage) => void;
  onMove: (move: BoardMove) => void;
};

/** The column a droppable id names: a column's own, or the column of the card it is. */
function stageOf(board: Board, id: UniqueIdentifier): DealStage | null {
  const key = String(id);
  if (key.startsWith("column:")) return key.slice("column:".length) as DealStage;
  return findDeal(board, key)?.stage ?? null;
}

/**
 * The deals board: one column per stage, cards dragged between and within columns with a pointer or
 * the keyboard (dnd-kit). While a card is dragged the board shows it where it would land; dropping it
 * hands the move to `onMove`, after asking for the close date when the drop closes the deal.
 */
export function DealBoard({ board, loadingMore, onLoadMore, onMove }: DealBoardProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the card's title still opens it.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [dragged, setDragged] = useState<Board | null>(null);
  const [closing, setClosing] = useState<PendingClose | null>(null);
  // Won and Lost grow without end: folded to their count and value until opened.
  const [opened, setOpened] = useState<ReadonlySet<DealStage>>(new Set());
  const shown = dragged ?? board;

  function toggleOpened(stage: DealStage) {
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(stage)) next.add(stage);
      return next;
    });
  }

  function handleDragOver({ active, over }: DragOverEvent) {
    if (!dragged || !over) return;
    const from = stageOf(dragged, active.id);
    const to = stageOf(dragged, over.id);
    if (!from || !to || from === to) return;
    const target = dragged.find((column) => column.stage === to);
    const overIndex = target?.deals.findIndex((deal) => deal.id === over.id) ?? -1;
    const dragTop = active.rect.current.translated?.top ?? 0;
    const below = dragTop > over.rect.top + over.rect.height / 2;
    const index = overIndex >= 0 ? overIndex + (below ? 1 : 0) : (target?.deals.length ?? 0);
    setDragged(moveOnBoard(dragged, String(active.id), to, index));
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    const current = dragged;
    setDragged(null);
    const dealId = String(active.id);
    const original = findDeal(board, dealId);
    const landed = current && findDeal(current, dealId);
    if (!over || !original || !landed) return;
    const column = current.find((candidate) => candidate.stage === landed.stage);
    const overIndex = column?.deals.findIndex((deal) => deal.id === over.id) ?? -1;
    const index = overIndex >= 0 ? overIndex : landed.index;
    if (landed.stage === original.stage && index === original.index) return;
    const move = { dealId, stage: landed.stage, index };
    if (landed.stage !== original.stage && !isOpenStage(landed.stage)) {
      setClosing({ ...move, title: original.deal.title });
    } else {
      onMove(move);
    }
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{
        announcements: boardAnnouncements(shown),
        screenReaderInstructions: { draggable: BOARD_INSTRUCTIONS },
      }}
      onDragStart={() => setDragged(board)}
      onDragOver={handleDragOver}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <div className="deal-board" role="region" aria-label="Deals board" tabIndex={0}>
        {shown.map((column) => (
          <DealColumn
            key={column.stage}
            column={column}
            loadingMore={loadingMore === column.stage}
            onLoadMore={() => onLoadMore(column.stage)}
            {...(isOpenStage(column.stage)
              ? {}
              : { folded: !opened.has(column.stage), onToggleFolded: () => toggleOpened(column.stage) })}
          />
        ))}
      </div>
      <CloseDealDialog
        pending={closing}
        onCancel={() => setClosing(null)}
        onConfirm={(details) => {
          if (closing) onMove({ dealId: closing.dealId, stage: closing.stage, index: closing.index, ...details });
          setClosing(null);
        }}
      />
    </DndContext>
  );
}
