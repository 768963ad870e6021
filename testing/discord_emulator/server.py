"""The aiohttp application: route table, authentication, call recording and error mapping.

Every REST request is recorded in order. Failures armed with ``emulator.fail`` answer before
the handler runs (``faults.py``) and are recorded like any other answer. Known errors become
Discord's JSON error bodies; an unknown route or an emulator bug becomes a 400 that names the
route and is logged, never a 5xx (discord.py retries 5xx answers for about 25 seconds).
"""

import logging
from collections.abc import Awaitable, Callable

from aiohttp import web

from .api_channels import ChannelsApi
from .api_host import ApiHost
from .api_identity import IdentityApi
from .api_interactions import InteractionsApi
from .recorder import CALL
from .wire import DiscordError, json_response

log = logging.getLogger("discord_emulator")

API_PREFIX = "/api/v10"
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def build_app(emulator: ApiHost) -> web.Application:
    """The application serving REST under /api/v10, the gateway under /gateway/ and attachment bytes."""

    @web.middleware
    async def record_and_map(request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.path.startswith("/gateway"):
            return await handler(request)
        route = request.match_info.route.resource
        template = route.canonical if route is not None else request.path
        template = template.removeprefix(API_PREFIX)
        call = emulator.recorder.begin(
            request.method, request.path.removeprefix(API_PREFIX), template, dict(request.query)
        )
        request[CALL] = call
        status = 400
        try:
            needs_auth = request.path.startswith(API_PREFIX) and not template.startswith(("/webhooks", "/interactions"))
            call.authorized = request.headers.get("Authorization") == f"Bot {emulator.token}"
            if needs_auth and not call.authorized:
                raise DiscordError(401, 0, "401: Unauthorized")
            fault = emulator.faults.take(call.key, request.match_info)
            if fault is not None:
                call.error_code, call.error = fault.code, f"injected: {fault.message}"
                response = fault.answer()
                status = response.status
                return response
            response = await handler(request)
            status = response.status
            return response
        except DiscordError as error:
            call.error_code = error.code
            call.error = f"{error.message} {error.errors}" if error.errors else error.message
            status = error.status
            return error.response()
        except web.HTTPException as error:
            if error.status not in (404, 405):
                raise
            name = f"{request.method} {request.path}"
            log.warning("discord emulator: unsupported route %s", name)
            emulator.unsupported.append(name)
            return json_response({"message": f"Discord emulator: unsupported route {name}", "code": 0}, status=400)
        except Exception as error:  # an emulator bug: report it, as a 400 the bot will not retry
            name = f"{request.method} {template}"
            log.exception("discord emulator: internal error in %s", name)
            emulator.internal_errors.append(f"{name}: {error!r}")
            return json_response({"message": f"Discord emulator error in {name}: {error!r}", "code": 0}, status=400)
        finally:
            emulator.recorder.end(call, status)

    app = web.Application(middlewares=[record_and_map], client_max_size=64 * 1024 * 1024)
    app.router.add_get("/gateway/", emulator.gateway.handle)
    app.router.add_get("/gateway", emulator.gateway.handle)
    app.router.add_get("/attachments/{channel_id}/{attachment_id}/{filename}", _attachment_handler(emulator))
    for api in (IdentityApi(emulator), ChannelsApi(emulator), InteractionsApi(emulator)):
        for method, path, handler in api.routes():
            app.router.add_route(method, API_PREFIX + path, handler)
    return app


def _attachment_handler(emulator: ApiHost) -> Handler:
    async def attachment(request: web.Request) -> web.Response:
        """GET an attachment's bytes (the URL in every attachment object)."""
        raw = request.match_info["attachment_id"]
        found = emulator.world.attachments.get(int(raw)) if raw.isdigit() else None
        if found is None:
            raise DiscordError(404, 0, "404: Not Found")
        content_type = found.content_type or "application/octet-stream"
        return web.Response(body=found.data, headers={"Content-Type": content_type})

    return attachment
